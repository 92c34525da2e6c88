import type { LoginForm } from '../../../validation';

/** What the login form's inputs hold, by name; null when all are empty (nothing was typed). */
export function typedValues(form: HTMLFormElement | null): LoginForm | null {
  if (!form) return null;
  const data = new FormData(form);
  const value = (name: keyof LoginForm) => {
    const entry = data.get(name);
    return typeof entry === 'string' ? entry : '';
  };
  const typed = { username: value('username'), password: value('password'), code: value('code') };
  return typed.username || typed.password || typed.code ? typed : null;
}
