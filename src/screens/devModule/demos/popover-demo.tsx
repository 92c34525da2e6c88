import { devModuleTexts as t } from '../../../i18n/zh-CN/dev-module';
import { Popover } from '../../../ui/popover';

export function PopoverDemo() {
  return (
    <Popover
      label={t.popoverLabel}
      trigger={(p) => (
        <button type="button" className="irr-button" {...p}>
          {t.popoverTrigger}
        </button>
      )}
    >
      <p>{t.popoverNote}</p>
      <button type="button" className="irr-button">
        {t.save}
      </button>
    </Popover>
  );
}
