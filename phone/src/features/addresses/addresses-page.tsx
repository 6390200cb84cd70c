import { useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, DotLoading, Empty, ErrorBlock, Tag, Toast } from 'antd-mobile';
import { NavBar } from '../../components/nav-bar';
import { CheckCircleFill, CheckCircleOutline } from 'antd-mobile-icons';
import * as api from '@yaocai/contract/api';
import { PHONE_PAGES, type AddressView } from '@yaocai/contract';
import { call } from '../../lib/api-client';
import { useBack } from '../../lib/navigation';
import { AddressForm } from './address-form';
import { addressText as t } from './text';
import styles from './addresses.module.css';

export const ADDRESSES_KEY = ['addresses'] as const;

/**
 * /addr on a phone: the member's delivery addresses as cards (default first) — set default, edit, delete — and 新增
 * at the foot. The form is a view of the same page (`?edit=new` or `?edit=<id>`), so the phone's Back closes it.
 */
export default function AddressesPage() {
  const [params, setParams] = useSearchParams();
  const editing = params.get('edit');
  const back = useBack(PHONE_PAGES.member);
  const qc = useQueryClient();
  const list = useQuery({ queryKey: ADDRESSES_KEY, queryFn: () => call(api.addresses.list), staleTime: 0 });
  const refresh = () => qc.invalidateQueries({ queryKey: ADDRESSES_KEY });
  const act = useMutation({
    mutationFn: (a: { run: () => Promise<unknown>; done: string }) => a.run().then(() => a.done),
    onSuccess: async (done) => {
      Toast.show({ icon: 'success', content: done });
      await refresh();
    },
  });

  if (editing) {
    const id = editing === 'new' ? null : Number(editing);
    const address = id ? list.data?.list.find((a) => a.id === id) : null;
    const close = () => (history.length > 1 ? history.back() : setParams({}, { replace: true }));
    if (id && !list.data) return <Loading title={t.edit} onBack={close} />;
    if (id && !address) {
      return (
        <div className={styles.page}>
          <NavBar onBack={close}>{t.edit}</NavBar>
          <ErrorBlock status="empty" title={t.missing} description="" />
        </div>
      );
    }
    return (
      <AddressForm
        address={address ?? null}
        first={(list.data?.list.length ?? 0) === 0}
        onBack={close}
        onSaved={async () => {
          await refresh();
          close();
        }}
      />
    );
  }

  const rows = list.data?.list ?? [];
  const max = list.data?.max ?? 20;
  const full = rows.length >= max;
  const remove = (a: AddressView) =>
    void Dialog.confirm({
      content: t.removeConfirm,
      confirmText: t.remove,
      cancelText: t.cancel,
      onConfirm: () => act.mutate({ run: () => call(api.addresses.remove, { params: { id: a.id } }), done: t.removed }),
    });

  return (
    <div className={styles.page}>
      <NavBar onBack={back}>{t.title}</NavBar>
      {list.isPending && (
        <div className="yc-loading">
          <DotLoading color="primary" />
        </div>
      )}
      {list.isError && <ErrorBlock status="default" title="加载失败" description="请检查网络后重试" />}
      {list.isSuccess && rows.length === 0 && <Empty description={t.empty} />}
      {rows.length > 0 && (
        <div className={full ? styles.full : styles.hint} data-testid="phone-address-limit">
          {full ? t.full(max) : t.limit(rows.length, max)}
        </div>
      )}
      {rows.map((a) => (
        <section key={a.id} className={styles.card} data-testid="phone-address" data-default={a.is_default}>
          <div className={styles.who}>
            {a.consignee}
            <span>{a.phone}</span>
          </div>
          <div className={styles.where}>
            {a.is_default === 1 && (
              <Tag color="primary" className={styles.tag}>
                {t.defaultTag}
              </Tag>
            )}
            {a.province} {a.city} {a.district} {a.address}
          </div>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.isDefault}
              disabled={a.is_default === 1 || act.isPending}
              aria-pressed={a.is_default === 1}
              onClick={() => act.mutate({ run: () => call(api.addresses.setDefault, { params: { id: a.id } }), done: t.defaulted })}
            >
              {a.is_default === 1 ? <CheckCircleFill /> : <CheckCircleOutline color="#999" />}
              {a.is_default === 1 ? '默认地址' : t.setDefault}
            </button>
            <button type="button" className={styles.action} onClick={() => setParams({ edit: String(a.id) })}>
              {t.editAction}
            </button>
            <button type="button" className={styles.danger} onClick={() => remove(a)}>
              {t.remove}
            </button>
          </div>
        </section>
      ))}
      <div className={styles.footer}>
        <Button block color="primary" size="large" disabled={!list.data || full} onClick={() => setParams({ edit: 'new' })}>
          {t.add}
        </Button>
      </div>
    </div>
  );
}

function Loading({ title, onBack }: { title: string; onBack: () => void }) {
  return (
    <div className={styles.page}>
      <NavBar onBack={onBack}>{title}</NavBar>
      <div className="yc-loading">
        <DotLoading color="primary" />
      </div>
    </div>
  );
}
