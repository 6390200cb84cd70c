import { useState, type HTMLAttributes } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Space, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { AddressView } from '@yaocai/contract';
import { addressesQuery, deleteAddress, setDefaultAddress } from '../api/addresses';
import { addressText as t } from '../text';
import { AddressFormModal } from './address-form-modal';
import styles from './address-book.module.css';

/** /addr: the member's delivery addresses — add, edit, set default, delete (at most `max`, 20). */
export function AddressBook() {
  const { data } = useQuery(addressesQuery);
  const qc = useQueryClient();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<AddressView | 'new' | null>(null);
  const list = data?.list ?? [];
  const max = data?.max ?? 20;
  const full = list.length >= max;
  const refresh = () => qc.invalidateQueries({ queryKey: addressesQuery.queryKey });

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      message.success(done);
      await refresh();
    } catch {
      // the common handler shows it
    }
  };

  return (
    <section className={styles.card} data-testid="address-book">
      <div className={styles.head}>
        <h3 className={styles.title}>{t.title}</h3>
        <span className={full ? styles.full : styles.hint} data-testid="address-limit">
          {full ? t.full(max) : t.limit(list.length, max)}
        </span>
        <Button type="primary" icon={<PlusOutlined />} disabled={full} onClick={() => setEditing('new')} data-testid="address-add">
          {t.add}
        </Button>
      </div>
      <Table<AddressView>
        rowKey="id"
        loading={!data}
        dataSource={list}
        pagination={false}
        locale={{ emptyText: t.empty }}
        onRow={() => ({ 'data-testid': 'address-row' }) as HTMLAttributes<HTMLElement>}
        columns={[
          { title: t.consignee, dataIndex: 'consignee', width: 110 },
          { title: t.phone, dataIndex: 'phone', width: 140 },
          { title: t.region, key: 'region', width: 200, render: (_, a) => `${a.province} ${a.city} ${a.district}` },
          {
            title: t.address,
            dataIndex: 'address',
            render: (text: string, a) => (
              <>
                {text}
                {a.is_default === 1 && (
                  <Tag color="green" className={styles.defaultTag} data-testid="address-default">
                    {t.defaultTag}
                  </Tag>
                )}
              </>
            ),
          },
          {
            title: t.actions,
            key: 'actions',
            width: 200,
            render: (_, a) => (
              <Space size={4}>
                <Button type="link" size="small" onClick={() => setEditing(a)}>
                  编辑
                </Button>
                {a.is_default !== 1 && (
                  <Button type="link" size="small" onClick={() => act(() => setDefaultAddress(a.id), t.defaulted)}>
                    {t.setDefault}
                  </Button>
                )}
                <Popconfirm
                  title={t.removeConfirm}
                  onConfirm={() => act(() => deleteAddress(a.id), t.removed)}
                  okText={t.remove}
                  cancelText={t.cancel}
                >
                  <Button type="link" size="small" danger>
                    {t.remove}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <AddressFormModal
          address={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      )}
    </section>
  );
}
