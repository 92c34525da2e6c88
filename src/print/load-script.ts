/**
 * Loads a classic script from `url` by a `<script>` in the document's head (C-Lodop's script defines
 * globals, so it belongs to the page, not to a shadow root). Resolves true once it ran, false when
 * it failed or did not arrive within `timeoutMs`; the element is removed either way (what the script
 * defined stays).
 */
export function loadScript(url: string, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const script = document.createElement('script');
    const settle = (ran: boolean) => {
      clearTimeout(timer);
      script.onload = script.onerror = null;
      script.remove();
      resolve(ran);
    };
    const timer = setTimeout(() => settle(false), Math.max(timeoutMs, 0));
    script.onload = () => settle(true);
    script.onerror = () => settle(false);
    script.src = url;
    script.async = true;
    (document.head ?? document.documentElement).append(script);
  });
}
