export { PHONE_SCREEN, useMediaQuery } from './use-media-query';
