export { Carousel, type CarouselProps, type CarouselTimer } from './carousel';
