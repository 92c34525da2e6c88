import { devModuleTexts as t } from '../../i18n/zh-CN/dev-module';
import type { ScreenProps } from '../../router';
import { formStyles } from '../../ui/form';
import { useStyles } from '../../ui/styles/use-styles';
import { galleryStyles } from './gallery.styles';
import { DialogDemo, DropdownDemo, FormDemo, PopoverDemo, SignalDemo } from './kit-demos';
import { MoreDemos } from './more-demos';
import { SimpleTableDemo, TablePageDemos } from './table-demos';

/** /devModule/index: every shared widget of spec section 2 with local sample data. */
export function WidgetGallery({ title }: ScreenProps) {
  useStyles(formStyles, galleryStyles);
  return (
    <div className="gallery">
      <h1>{title}</h1>
      <p>{t.intro}</p>
      <TablePageDemos />
      <SimpleTableDemo />
      <DialogDemo />
      <DropdownDemo />
      <SignalDemo />
      <FormDemo />
      <PopoverDemo />
      <MoreDemos />
    </div>
  );
}
