import { useEffect, useState } from 'react';
import { PERSONALIZED_NAME, defaultPersonalizedNames, findParamByCd, type PersonalizedNames } from '../../../api/contract/param';
import { callEnvelope } from '../../../api/transport';
import { ErrorCode } from '../../../api/contract/error-codes';

export type ParamState =
  { status: 'loading' } | { status: 'ready'; names: PersonalizedNames; unset: boolean } | { status: 'failed'; message: string };

/**
 * The merchant's personalised names from plat/param/findByCd. A merchant that never set them gets
 * 1010 with the defaults (the transport hands the data over when errors are hidden): `unset`.
 */
export function useParamNames(): ParamState {
  const [state, setState] = useState<ParamState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    callEnvelope(findParamByCd, { paramCd: PERSONALIZED_NAME }, { hideError: true }).then(
      (envelope) => {
        if (!live) return;
        const unset = envelope.errorCode === ErrorCode.PARAM_NOT_FOUND;
        const names = { ...defaultPersonalizedNames, ...(envelope.data?.paramValue ?? {}) };
        setState({ status: 'ready', names, unset });
      },
      (error: Error) => live && setState({ status: 'failed', message: error.message }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
