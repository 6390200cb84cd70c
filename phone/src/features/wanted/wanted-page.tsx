import { useParams } from 'react-router';
import { ErrorBlock } from 'antd-mobile';
import { PHONE_PAGES } from '@yaocai/contract';
import { NavBar } from '../../components/nav-bar';
import { useBack } from '../../lib/navigation';
import { WantedForm } from './wanted-form';
import { WantedInfo } from './wanted-info';
import { WantedList } from './wanted-list';
import { wantedText as t } from './text';

/** /pzqg, /pzqg/add and /pzqg/info?id= on a phone: the member's wanted-variety requests, a new one, one of them. */
export default function WantedPage() {
  const { view } = useParams();
  const back = useBack(PHONE_PAGES.member);
  if (view === undefined) return <WantedList />;
  if (view === 'add') return <WantedForm />;
  if (view === 'info') return <WantedInfo />;
  return (
    <>
      <NavBar onBack={back}>{t.title}</NavBar>
      <ErrorBlock status="empty" title={t.missing} description="" />
    </>
  );
}
