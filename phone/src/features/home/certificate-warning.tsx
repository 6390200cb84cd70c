import { NoticeBar } from 'antd-mobile';

/** The home's warning of certificates about to expire: only a signed-in buyer with one sees it, so it loads on its own. */
export default function CertificateWarning({ text }: { text: string }) {
  return <NoticeBar content={text} color="alert" wrap />;
}
