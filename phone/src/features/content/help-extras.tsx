import { useQuery } from '@tanstack/react-query';
import { Button, List, Tag } from 'antd-mobile';
import * as api from '@yaocai/contract/api';
import { chinaDay, SITE_LICENCE_HOLDER, SITE_LICENCE_NOTE, SITE_LICENCES } from '@yaocai/contract';
import { call } from '../../lib/api-client';
import { useCommonData } from '../../lib/categories';
import { useOpen } from '../../lib/navigation';
import { switchView } from '../../lib/view-switch';
import { contentText as t } from './text';
import styles from './content.module.css';

/** /help/xrzn/hyzc?id=1|2: one of the site's licences as the footer names it, its number from the site settings. */
export function Licence({ id }: { id: number }) {
  const config = useCommonData().data?.config;
  const licence = SITE_LICENCES[id]!;
  return (
    <section data-testid="phone-licence">
      <List mode="card" header={licence.title}>
        <List.Item extra={licence.title}>{t.licenceName}</List.Item>
        <List.Item extra={config?.[licence.field] || '—'}>{t.licenceNumber}</List.Item>
        <List.Item extra={SITE_LICENCE_HOLDER}>{t.licenceHolder}</List.Item>
        <List.Item description={licence.scope}>{t.licenceScope}</List.Item>
        <List.Item extra={licence.issuer}>{t.licenceIssuer}</List.Item>
      </List>
      <p className={`${styles.note} ${styles.card}`}>{SITE_LICENCE_NOTE}</p>
    </section>
  );
}

const STATUS_COLOR = ['primary', 'success', 'danger'] as const;

/**
 * Under the 商家入驻 article: the member's applications and their review; the application itself (company details and
 * four licence scans) is made on the desktop page, which 电脑版 opens at this same address.
 */
export function MerchantApplyNote({ signedIn, loginHref }: { signedIn: boolean; loginHref: string }) {
  const open = useOpen();
  const mine = useQuery({
    queryKey: ['onboarding', 'mine'],
    queryFn: () => call(api.onboarding.mine, undefined, { silent: true }),
    enabled: signedIn,
  });
  return (
    <section className={styles.card} data-testid="phone-merchant-apply">
      <h2 className={styles.cardTitle}>{t.applyTitle}</h2>
      {mine.data && mine.data.length > 0 && (
        <List header={t.myApplications}>
          {mine.data.map((a) => (
            <List.Item
              key={a.id}
              description={
                <>
                  {t.submittedOn(chinaDay(a.created_at))}
                  {a.review_reason ? <div>{t.reviewReason(a.review_reason)}</div> : null}
                </>
              }
              extra={<Tag color={STATUS_COLOR[a.status] ?? 'default'}>{a.status_name}</Tag>}
            >
              {a.company}
            </List.Item>
          ))}
        </List>
      )}
      <p className={styles.note}>{signedIn ? t.applyOnDesktop : t.applySignIn}</p>
      <div className={styles.actions}>
        {signedIn ? (
          <Button color="primary" fill="outline" onClick={() => switchView('desktop')}>
            {t.openDesktop}
          </Button>
        ) : (
          <Button color="primary" onClick={() => open(loginHref)}>
            {t.signIn}
          </Button>
        )}
      </div>
    </section>
  );
}
