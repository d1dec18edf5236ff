import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { io } from 'socket.io-client';
import { env } from '../config/env';
import { parseLiveSms, receiveLiveMessage } from '../features/activations/api/receive-live-message';
import { useSession } from '../stores/session-store';
import { profileQueryKey } from './session-effects';

/** SPEC real-time connection: 5 reconnection attempts, 1 s apart. */
export const SOCKET_OPTIONS = { transports: ['websocket'], reconnectionAttempts: 5, reconnectionDelay: 1000, reconnectionDelayMax: 1000 };

/**
 * The live connection while logged in: pushed balances land in the header at once, and the
 * profile (top-up totals) is refetched; a pushed SMS (`message`) shows in the open numbers at
 * once, with the balance after its charge. Logging out (no token) closes it.
 */
export function RealtimeEffects() {
  const token = useSession((s) => s.token);
  const userId = useSession((s) => s._id);
  const setBalance = useSession((s) => s.setBalance);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!token) return undefined;
    const socket = io(env.apiUrl || undefined, { ...SOCKET_OPTIONS, auth: { token } });
    // SPEC: the client says who it is after connecting, and again after every reconnect.
    socket.on('connect', () => {
      if (userId) socket.emit('user_connected', userId);
    });
    const balanceChanged = (balance: unknown) => {
      if (typeof balance !== 'number') return;
      setBalance(balance);
      void queryClient.invalidateQueries({ queryKey: profileQueryKey });
    };
    socket.on('balance', (payload: { balance?: unknown }) => balanceChanged(payload?.balance));
    socket.on('message', (payload: { sms?: unknown; balance?: unknown }) => {
      const sms = parseLiveSms(payload?.sms);
      if (sms) void receiveLiveMessage(queryClient, sms);
      balanceChanged(payload?.balance);
    });
    return () => {
      socket.removeAllListeners();
      socket.disconnect();
    };
  }, [token, userId, setBalance, queryClient]);

  return null;
}
