import { FavoriteList } from '../../features/favorites/components/favorite-list';
import { FeedbackPage } from '../../features/feedback/components/feedback-page';
import { WantedAdd } from '../../features/wanted/components/wanted-add';
import { WantedInfo } from '../../features/wanted/components/wanted-info';
import { WantedList } from '../../features/wanted/components/wanted-list';
import { AccountFrame } from '../layout/account-frame';

/** The self-service children of /zzfw (spec §2): favourites, feedback and wanted varieties, in the member frame. */
export const FavoritesRoute = () => <AccountFrame>{() => <FavoriteList />}</AccountFrame>;
export const FeedbackRoute = () => <AccountFrame>{() => <FeedbackPage />}</AccountFrame>;
export const WantedListRoute = () => <AccountFrame>{() => <WantedList />}</AccountFrame>;
export const WantedAddRoute = () => <AccountFrame>{() => <WantedAdd />}</AccountFrame>;
export const WantedInfoRoute = () => <AccountFrame>{() => <WantedInfo />}</AccountFrame>;
