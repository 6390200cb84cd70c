import { ActivityCentre, ActivityLoading, ActivityZone } from '../../features/activities/components/activity-pages';

/** Activity pages (spec §2): /loading/activity (where /activity/* links land), /yjh/{id?}, /Hdzx/{ids}/{id?}. */
export const ActivityLoadingRoute = () => <ActivityLoading />;
export const ActivityZoneRoute = () => <ActivityZone />;
export const ActivityCentreRoute = () => <ActivityCentre />;
