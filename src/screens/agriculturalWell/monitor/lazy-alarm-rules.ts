import { lazyPart } from '../../../ui/lazy';

/** The alarm rules dialog (its table, form and well picker): its own chunk, fetched when 告警规则 is first opened. */
export const LazyAlarmRulesDialog = lazyPart('agriculturalWell/alarm-rules', () => import('./alarm-rules').then((m) => m.AlarmRulesDialog));
