import { devModuleTexts as t } from '../../../i18n/zh-CN/dev-module';
import { Carousel } from '../../../ui/carousel';

export function CarouselDemo() {
  return (
    <Carousel
      slides={[1, 2, 3].map((n) => (
        <div key={n} className="demo-slide">
          {t.slide(n)}
        </div>
      ))}
    />
  );
}
