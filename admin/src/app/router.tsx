import { lazy, Suspense, useEffect } from 'react';
import { Spin } from 'antd';
import { createBrowserRouter, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { AreaGate } from '../components/area-gate';
import { MerchantGate } from '../components/merchant-gate';
import { useOperator } from '../lib/session';
import { NotFound } from '../components/not-found';
import { LoginPage } from '../features/auth/LoginPage';
import { setFeedback } from '../lib/feedback';
import { ConsoleLayout } from './layout/ConsoleLayout';

const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
const EnrolTotpPage = lazy(() => import('../features/account/EnrolTotpPage'));
const MembersPage = lazy(() => import('../features/members/MembersPage'));
const LicencesPage = lazy(() => import('../features/members/LicencesPage'));
const WithdrawalsPage = lazy(() => import('../features/members/WithdrawalsPage'));
const KxApplicationsPage = lazy(() => import('../features/members/KxApplicationsPage'));
const GoodsPage = lazy(() => import('../features/catalog/GoodsPage'));
const ReferencePage = lazy(() => import('../features/catalog/ReferencePage'));
const ImportPage = lazy(() => import('../features/catalog/ImportPage'));
const FullReductionsPage = lazy(() => import('../features/promotions/FullReductionsPage'));
const OrdersPage = lazy(() => import('../features/orders/OrdersPage'));
const RefundsPage = lazy(() => import('../features/orders/RefundsPage'));
const ApprovalsPage = lazy(() => import('../features/finance/ApprovalsPage'));
const PointsOrdersPage = lazy(() => import('../features/orders/PointsOrdersPage'));
const GspSalesPage = lazy(() => import('../features/orders/GspSalesPage'));
const RecallsPage = lazy(() => import('../features/orders/RecallsPage'));
const TracePage = lazy(() => import('../features/orders/TracePage'));
const PostsPage = lazy(() => import('../features/content/PostsPage'));
const HelpPage = lazy(() => import('../features/content/HelpPage'));
const MerchantApplicationsPage = lazy(() => import('../features/service/MerchantApplicationsPage'));
const FeedbackPage = lazy(() => import('../features/service/FeedbackPage'));
const WantedPage = lazy(() => import('../features/service/WantedPage'));
const CouponsPage = lazy(() => import('../features/promotions/CouponsPage'));
const FlashSalesPage = lazy(() => import('../features/promotions/FlashSalesPage'));
const GroupBuysPage = lazy(() => import('../features/promotions/GroupBuysPage'));
const GiftsPage = lazy(() => import('../features/promotions/GiftsPage'));
const CombinationsPage = lazy(() => import('../features/promotions/CombinationsPage'));
const ZonesPage = lazy(() => import('../features/promotions/ZonesPage'));
const ActivitiesPage = lazy(() => import('../features/promotions/ActivitiesPage'));
const LotteryPage = lazy(() => import('../features/promotions/LotteryPage'));
const ChatPage = lazy(() => import('../features/service/ChatPage'));
const BannersPage = lazy(() => import('../features/content/BannersPage'));
const VideosPage = lazy(() => import('../features/content/VideosPage'));
const SitePage = lazy(() => import('../features/content/SitePage'));
const OperatorsPage = lazy(() => import('../features/system/OperatorsPage'));
const JobsPage = lazy(() => import('../features/system/JobsPage'));
const SmsOutboxPage = lazy(() => import('../features/system/SmsOutboxPage'));
const AuditPage = lazy(() => import('../features/system/AuditPage'));
const ShopPage = lazy(() => import('../features/merchant/ShopPage'));
const StaffPage = lazy(() => import('../features/merchant/StaffPage'));
const MerchantGoodsPage = lazy(() => import('../features/catalog/MerchantGoodsPage'));
const MerchantGoodsReviewsPage = lazy(() => import('../features/catalog/MerchantGoodsPage').then((m) => ({ default: m.MerchantGoodsReviewsPage })));
const GoodsReviewsPage = lazy(() => import('../features/catalog/GoodsReviewsPage'));
const SettlementPage = lazy(() => import('../features/settlement/SettlementPage'));
const MerchantStatementsPage = lazy(() => import('../features/settlement/SettlementPage').then((m) => ({ default: m.MerchantStatementsPage })));
const merchantPromotions = () => import('../features/promotions/MerchantPromotionsPages');
const MerchantFullReductionsPage = lazy(() => merchantPromotions().then((m) => ({ default: m.MerchantFullReductionsPage })));
const MerchantCouponsPage = lazy(() => merchantPromotions().then((m) => ({ default: m.MerchantCouponsPage })));
const MerchantGiftsPage = lazy(() => merchantPromotions().then((m) => ({ default: m.MerchantGiftsPage })));
const MerchantCombinationsPage = lazy(() => merchantPromotions().then((m) => ({ default: m.MerchantCombinationsPage })));
const MerchantFlashSalesPage = lazy(() => merchantPromotions().then((m) => ({ default: m.MerchantFlashSalesPage })));
const MerchantImportPage = lazy(() => import('../features/catalog/MerchantGoodsPage').then((m) => ({ default: m.MerchantImportPage })));
const MerchantFirstCampPage = lazy(() => import('../features/merchant/FirstCampPage'));
const MerchantChatPage = lazy(() => import('../features/service/ChatPage').then((m) => ({ default: m.MerchantChatPage })));
const MerchantOrdersPage = lazy(() => import('../features/orders/OrdersPage').then((m) => ({ default: m.MerchantOrdersPage })));
const MerchantRecallsPage = lazy(() => import('../features/orders/RecallsPage').then((m) => ({ default: m.MerchantRecallsPage })));
const MerchantTracePage = lazy(() => import('../features/orders/TracePage').then((m) => ({ default: m.MerchantTracePage })));

/** Lets the request client send a signed-out operator to /login (it runs outside React). */
function NavigateBridge() {
  const navigate = useNavigate();
  useEffect(() => setFeedback({ navigate: (to) => void navigate(to) }), [navigate]);
  return <Outlet />;
}

/** A page that moved to another address: there, with the same filters. */
function Moved({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

/** The console's first page: the platform's dashboard, or a merchant account's shop. */
function HomePage() {
  const { data: op } = useOperator();
  if (op?.shop) return <Navigate to="/merchant/shop" replace />;
  return <AreaGate area="dashboard" page={<DashboardPage />} />;
}

/** The console's routes under /admin; each page sits behind the area it belongs to. */
export const router = createBrowserRouter(
  [
    {
      element: <NavigateBridge />,
      children: [
        { path: '/login', element: <LoginPage /> },
        {
          path: '/security/totp',
          element: (
            <Suspense fallback={<Spin fullscreen />}>
              <EnrolTotpPage />
            </Suspense>
          ),
        },
        {
          path: '/',
          element: <ConsoleLayout />,
          children: [
            { index: true, element: <HomePage /> },
            { path: 'merchant/shop', element: <MerchantGate area="shop" page={<ShopPage />} /> },
            { path: 'merchant/staff', element: <MerchantGate area="staff" page={<StaffPage />} /> },
            { path: 'merchant/goods', element: <MerchantGate area="goods" page={<MerchantGoodsPage />} /> },
            { path: 'merchant/goods-reviews', element: <MerchantGate area="goods" page={<MerchantGoodsReviewsPage />} /> },
            { path: 'merchant/promotions/full-reductions', element: <MerchantGate area="promotions" page={<MerchantFullReductionsPage />} /> },
            { path: 'merchant/promotions/coupons', element: <MerchantGate area="promotions" page={<MerchantCouponsPage />} /> },
            { path: 'merchant/promotions/flash-sales', element: <MerchantGate area="promotions" page={<MerchantFlashSalesPage />} /> },
            { path: 'merchant/promotions/gifts', element: <MerchantGate area="promotions" page={<MerchantGiftsPage />} /> },
            { path: 'merchant/promotions/combinations', element: <MerchantGate area="promotions" page={<MerchantCombinationsPage />} /> },
            { path: 'merchant/goods/import', element: <MerchantGate area="goods" page={<MerchantImportPage />} /> },
            { path: 'merchant/first-camp', element: <MerchantGate area="goods" page={<MerchantFirstCampPage />} /> },
            { path: 'merchant/chat', element: <MerchantGate area="service" page={<MerchantChatPage />} /> },
            { path: 'merchant/orders', element: <MerchantGate area="orders" page={<MerchantOrdersPage />} /> },
            { path: 'merchant/orders/recalls', element: <MerchantGate area="orders" page={<MerchantRecallsPage />} /> },
            { path: 'merchant/orders/trace', element: <MerchantGate area="orders" page={<MerchantTracePage />} /> },
            { path: 'merchant/statements', element: <MerchantGate area="finance" page={<MerchantStatementsPage />} /> },
            { path: 'finance/approvals', element: <AreaGate area="finance" page={<ApprovalsPage />} /> },
            { path: 'finance/refunds', element: <AreaGate area="finance" page={<RefundsPage />} /> },
            { path: 'finance/withdrawals', element: <AreaGate area="finance" page={<WithdrawalsPage />} /> },
            { path: 'finance/settlement', element: <AreaGate area="finance" page={<SettlementPage />} /> },
            // Where these pages were before the 财务 area (bookmarks keep working).
            { path: 'orders/settlement', element: <Moved to="/finance/settlement" /> },
            { path: 'members/withdrawals', element: <Moved to="/finance/withdrawals" /> },
            { path: 'members', element: <AreaGate area="members" page={<MembersPage />} /> },
            { path: 'members/licences', element: <AreaGate area="members" page={<LicencesPage />} /> },
            { path: 'members/kx', element: <AreaGate area="members" page={<KxApplicationsPage />} /> },
            { path: 'catalog/goods', element: <AreaGate area="catalog" page={<GoodsPage />} /> },
            { path: 'catalog/reviews', element: <AreaGate area="catalog" page={<GoodsReviewsPage />} /> },
            { path: 'catalog/reference', element: <AreaGate area="catalog" page={<ReferencePage />} /> },
            { path: 'catalog/import', element: <AreaGate area="catalog" page={<ImportPage />} /> },
            { path: 'promotions/full-reductions', element: <AreaGate area="promotions" page={<FullReductionsPage />} /> },
            { path: 'promotions/coupons', element: <AreaGate area="promotions" page={<CouponsPage />} /> },
            { path: 'promotions/flash-sales', element: <AreaGate area="promotions" page={<FlashSalesPage />} /> },
            { path: 'promotions/group-buys', element: <AreaGate area="promotions" page={<GroupBuysPage />} /> },
            { path: 'promotions/gifts', element: <AreaGate area="promotions" page={<GiftsPage />} /> },
            { path: 'promotions/combinations', element: <AreaGate area="promotions" page={<CombinationsPage />} /> },
            { path: 'promotions/zones', element: <AreaGate area="promotions" page={<ZonesPage />} /> },
            { path: 'promotions/activities', element: <AreaGate area="promotions" page={<ActivitiesPage />} /> },
            { path: 'promotions/lottery', element: <AreaGate area="promotions" page={<LotteryPage />} /> },
            { path: 'service/merchants', element: <AreaGate area="service" page={<MerchantApplicationsPage />} /> },
            { path: 'service/feedback', element: <AreaGate area="service" page={<FeedbackPage />} /> },
            { path: 'service/wanted', element: <AreaGate area="service" page={<WantedPage />} /> },
            { path: 'service/chat', element: <AreaGate area="service" page={<ChatPage />} /> },
            { path: 'orders', element: <AreaGate area="orders" page={<OrdersPage />} /> },
            { path: 'orders/points', element: <AreaGate area="orders" page={<PointsOrdersPage />} /> },
            { path: 'orders/gsp', element: <AreaGate area="orders" page={<GspSalesPage />} /> },
            { path: 'orders/recalls', element: <AreaGate area="orders" page={<RecallsPage />} /> },
            { path: 'orders/trace', element: <AreaGate area="orders" page={<TracePage />} /> },
            { path: 'content/posts', element: <AreaGate area="content" page={<PostsPage />} /> },
            { path: 'content/help', element: <AreaGate area="content" page={<HelpPage />} /> },
            { path: 'content/banners', element: <AreaGate area="content" page={<BannersPage />} /> },
            { path: 'content/videos', element: <AreaGate area="content" page={<VideosPage />} /> },
            { path: 'content/site', element: <AreaGate area="content" page={<SitePage />} /> },
            { path: 'system/operators', element: <AreaGate area="system" page={<OperatorsPage />} /> },
            { path: 'system/jobs', element: <AreaGate area="system" page={<JobsPage />} /> },
            { path: 'system/sms', element: <AreaGate area="system" page={<SmsOutboxPage />} /> },
            { path: 'system/audit', element: <AreaGate area="system" page={<AuditPage />} /> },
            { path: '*', element: <NotFound /> },
          ],
        },
      ],
    },
  ],
  { basename: '/admin' },
);
