import type { GallerySection } from './gallery-sections';

export interface GallerySectionViewProps {
  section: GallerySection;
  open: boolean;
  /** Opened at least once: the demo then stays mounted (hidden when closed) and keeps its state. */
  shown: boolean;
  onToggle: () => void;
}

/** One widget: a heading that opens and closes it (a disclosure button), and its demo once opened. */
export function GallerySectionView({ section: { id, title, Demo }, open, shown, onToggle }: GallerySectionViewProps) {
  return (
    <section aria-labelledby={`demo-${id}`}>
      <h2>
        <button type="button" id={`demo-${id}`} aria-expanded={open} aria-controls={`demo-${id}-body`} onClick={onToggle}>
          {title}
        </button>
      </h2>
      <div id={`demo-${id}-body`} className="demo-body" hidden={!open}>
        {shown && <Demo />}
      </div>
    </section>
  );
}
