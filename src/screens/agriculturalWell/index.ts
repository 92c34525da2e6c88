import type { GroupModule } from '../../router';
import { lazyPart } from '../../ui/lazy';
import { WellHomePage } from './home';

/**
 * The agriculturalWell group's screens by route path (this module is the group's lazily loaded
 * chunk). The landing page (home, first in the menu) comes with the group; every other screen is
 * its own chunk, loaded when its tab first opens (`npm run bench` prints each route's bytes).
 */
export const screens: GroupModule['screens'] = {
  '/agriculturalWell/home': WellHomePage,
  '/agriculturalWell/well': lazyPart('agriculturalWell/well', () => import('./well').then((m) => m.WellScreen)),
  '/agriculturalWell/place': lazyPart('agriculturalWell/place', () => import('./place/place-screen').then((m) => m.WellPlaceScreen)),
  '/agriculturalWell/record': lazyPart('agriculturalWell/record', () => import('./record/record-page').then((m) => m.WellRecordPage)),
  '/agriculturalWell/feedback': lazyPart('agriculturalWell/feedback', () =>
    import('./feedback/feedback-page').then((m) => m.WellFeedbackPage),
  ),
  '/agriculturalWell/card': lazyPart('agriculturalWell/card', () => import('./card').then((m) => m.CardScreen)),
  '/agriculturalWell/bill': lazyPart('agriculturalWell/bill', () => import('./bill').then((m) => m.BillScreen)),
  '/agriculturalWell/fund': lazyPart('agriculturalWell/fund', () => import('./fund').then((m) => m.FundScreen)),
  '/agriculturalWell/reconcile': lazyPart('agriculturalWell/reconcile', () => import('./reconcile').then((m) => m.ReconcileScreen)),
  '/agriculturalWell/settlement': lazyPart('agriculturalWell/settlement', () => import('./settlement').then((m) => m.SettlementScreen)),
  '/agriculturalWell/report': lazyPart('agriculturalWell/report', () => import('./report').then((m) => m.ReportScreen)),
  '/agriculturalWell/monitor': lazyPart('agriculturalWell/monitor', () => import('./monitor').then((m) => m.MonitorScreen)),
  '/agriculturalWell/inspection': lazyPart('agriculturalWell/inspection', () => import('./inspection').then((m) => m.InspectionScreen)),
  '/agriculturalWell/notice': lazyPart('agriculturalWell/notice', () => import('./notice/notice-page').then((m) => m.NoticePage)),
};
