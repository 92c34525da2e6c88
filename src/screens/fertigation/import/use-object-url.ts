import { useEffect, useState } from 'react';

/** An object URL for the blob `make` builds, revoked when `key` changes or the component goes. */
export function useObjectUrl(make: () => Blob, key: unknown): string {
  const [url, setUrl] = useState('');
  useEffect(() => {
    const next = URL.createObjectURL(make());
    setUrl(next);
    return () => URL.revokeObjectURL(next);
    // `make` is rebuilt on every render; `key` says when its blob changes.
  }, [key]);
  return url;
}
