import { useLocation, useParams } from 'react-router';
import { ErrorBlock } from 'antd-mobile';
import { PHONE_PAGES, phonePageOf } from '@yaocai/contract';
import { NavBar } from '../../components/nav-bar';
import { useBack } from '../../lib/navigation';
import { Feedback } from './feedback';
import { SelfServiceIndex } from './self-service-index';
import { WantedForm } from './wanted-form';
import { WantedInfo } from './wanted-info';
import { WantedList } from './wanted-list';
import { wantedText as t } from './wanted-text';

/**
 * Self-service on a phone (spec §2 /zzfw): the index, wanted varieties (/pzqg, /pzqg/add, /pzqg/info?id=) and feedback
 * (/yjfk) — one module, as the desktop's routes/self-service, so the router's table names one file for them (each file
 * it names costs the home page's first load).
 */
export default function SelfServicePage() {
  const page = phonePageOf(useLocation().pathname);
  const { view } = useParams();
  if (page === 'selfService') return <SelfServiceIndex />;
  if (page === 'feedback') return <Feedback />;
  if (view === undefined) return <WantedList />;
  if (view === 'add') return <WantedForm />;
  if (view === 'info') return <WantedInfo />;
  return <NoSuchView />;
}

function NoSuchView() {
  const back = useBack(PHONE_PAGES.member);
  return (
    <>
      <NavBar onBack={back}>{t.title}</NavBar>
      <ErrorBlock status="empty" title={t.missing} description="" />
    </>
  );
}
