import { useCallback, useEffect, useRef, useState } from 'react';
import * as loginCalls from '../../../api/contract/login';
import { callImage } from '../../../api/transport';
import { startAnonymousSession } from '../../../session/public/session';

export interface Captcha {
  /** Object URL of the current image; null while loading or after a failure. */
  src: string | null;
  failed: boolean;
  /** Opens a new anonymous session and fetches its image. */
  refresh(): void;
  /** Marks the shown image as broken (the img element could not decode it). */
  fail(): void;
}

/** The image shows its own state (加载中, 图片加载失败): no overlay, and no toast or error page for the image. */
const quietSession = { loading: false } as const;

/** An image call bound to the session: login/captcha, or bind/changePassword/captcha (same request). */
export type CaptchaCall = typeof loginCalls.captcha;
const imageOptions = { hideError: true, loading: false } as const;

/**
 * The captcha flow of the login page: a session id first (it becomes the token the image is bound
 * to), then the image as a blob. Every refresh starts from a new session id, so an anonymous
 * session that idled out never meets the user as a 登录超时 alert. Only the latest request wins;
 * old object URLs are revoked. The password flow passes its own `call`, and `newSession` false when
 * the user is logged in (the image is bound to the user's own session).
 */
export function useCaptcha(call: CaptchaCall = loginCalls.captcha, newSession = true): Captcha {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);
  const url = useRef<string | null>(null);

  const show = (next: string | null) => {
    if (url.current) URL.revokeObjectURL(url.current);
    url.current = next;
    setSrc(next);
  };

  const refresh = useCallback(() => {
    const ticket = ++latest.current;
    setFailed(false);
    void (async () => {
      try {
        if (newSession) await startAnonymousSession(quietSession);
        const blob = await callImage(call, { userType: 'merchant', t: String(Date.now()) }, imageOptions);
        if (ticket !== latest.current) return;
        show(URL.createObjectURL(blob));
      } catch {
        if (ticket !== latest.current) return;
        show(null);
        setFailed(true);
      }
    })();
  }, [call, newSession]);

  const fail = useCallback(() => {
    show(null);
    setFailed(true);
  }, []);

  useEffect(() => {
    refresh();
    return () => {
      latest.current++;
      if (url.current) URL.revokeObjectURL(url.current);
      url.current = null;
    };
  }, [refresh]);

  return { src, failed, refresh, fail };
}
