export { AlarmRulesDialog, type AlarmRulesDialogProps } from './alarm-rules-dialog';
