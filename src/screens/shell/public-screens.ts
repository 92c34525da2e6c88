import type { ComponentType } from 'react';
import type { PublicRouteName, RouteLocation } from '../../router';

export interface PublicScreenProps {
  /** Route parameters: `status` on /error/{status}. */
  params: Readonly<Record<string, string>>;
  location: RouteLocation;
}

/** The screens of the public routes, supplied by the element (login and the other public pages). */
export type PublicScreens = Partial<Record<PublicRouteName, ComponentType<PublicScreenProps>>>;
