import { useState } from 'react';
import { devModuleTexts as t } from '../../i18n/zh-CN/dev-module';
import type { ScreenProps } from '../../router';
import { formStyles } from '../../ui/form/form.styles';
import { useStyles } from '../../ui/styles/use-styles';
import { GallerySectionView } from './gallery-section-view';
import { gallerySections } from './gallery-sections';
import { galleryStyles } from './gallery.styles';

/**
 * /devModule/index: every shared widget of spec section 2 with local sample data, one section per
 * widget, each loaded when first opened (see gallery-sections.ts).
 */
export function WidgetGallery({ title }: ScreenProps) {
  useStyles(formStyles, galleryStyles);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());
  const allOpen = open.size === gallerySections.length;
  const openOnly = (ids: readonly string[]) => {
    setOpen(new Set(ids));
    setShown((s) => new Set([...s, ...ids]));
  };
  const toggle = (id: string) => openOnly(open.has(id) ? [...open].filter((o) => o !== id) : [...open, id]);
  return (
    <div className="gallery">
      <h1>{title}</h1>
      <p>{t.intro}</p>
      <div className="demo-row">
        <button type="button" className="irr-button" onClick={() => openOnly(allOpen ? [] : gallerySections.map((s) => s.id))}>
          {allOpen ? t.collapseAll : t.expandAll}
        </button>
      </div>
      {gallerySections.map((s) => (
        <GallerySectionView key={s.id} section={s} open={open.has(s.id)} shown={shown.has(s.id)} onToggle={() => toggle(s.id)} />
      ))}
    </div>
  );
}
