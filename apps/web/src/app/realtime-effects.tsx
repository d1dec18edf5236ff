import { useQueryClient } from '@tanstack/react-query';
import type { ClientToServerEvents, ServerToClientEvents, SocketPayload } from '@simrelay/contracts';
import { useEffect } from 'react';
import { io, type Socket } from 'socket.io-client';
import { env } from '../config/env';
import { refreshMoney } from '../features/account/api/get-wallet';
import { parseLiveSms, receiveLiveMessage } from '../features/activations/api/receive-live-message';
import { refreshStock } from '../features/catalog/api/catalog-queries';
import { receiveRentMessage } from '../features/rentals/api/receive-rent-message';
import { useCodeAlerts } from '../stores/code-alerts-store';
import { useSession } from '../stores/session-store';

/** SPEC real-time connection: 5 reconnection attempts, 1 s apart. */
export const SOCKET_OPTIONS = { transports: ['websocket'], reconnectionAttempts: 5, reconnectionDelay: 1000, reconnectionDelayMax: 1000 };

/** The contracts' event map holds the names and payloads on both ends. */
type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A rent_message as the contract says; anything else from the network is ignored. */
function parseRentSms(payload: SocketPayload<'rent_message'> | undefined): SocketPayload<'rent_message'>['sms'] | null {
  const sms = payload?.sms;
  if (!isRecord(sms) || typeof sms.rentalId !== 'string' || typeof sms.number !== 'string') return null;
  const message = parseLiveSms({ activationId: sms.rentalId, number: sms.number, service: sms.service ?? '', message: sms.message })?.message;
  return message ? { ...sms, message } : null;
}

/**
 * The live connection while logged in: pushed balances land in the header at once, and the
 * money figures are read again; a pushed SMS (`message`) shows in the open numbers, and a
 * rental's code (`rent_message`) in the rented numbers, at once, each with an alert. Stock
 * lists are refreshed after each, as a number's state changed. Logging out closes it.
 */
export function RealtimeEffects() {
  const token = useSession((s) => s.token);
  const userId = useSession((s) => s._id);
  const setBalance = useSession((s) => s.setBalance);
  const pushAlert = useCodeAlerts((s) => s.push);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!token) return undefined;
    const socket: LiveSocket = io(env.apiUrl || undefined, { ...SOCKET_OPTIONS, auth: { token } });
    // SPEC: the client says who it is after connecting, and again after every reconnect.
    socket.on('connect', () => {
      if (userId) socket.emit('user_connected', userId);
    });
    const balanceChanged = (balance: unknown) => {
      if (typeof balance !== 'number') return;
      setBalance(balance);
      refreshMoney(queryClient);
    };
    socket.on('balance', (payload) => balanceChanged(payload?.balance));
    socket.on('message', (payload) => {
      const sms = parseLiveSms(payload?.sms);
      if (sms) {
        void receiveLiveMessage(queryClient, sms);
        pushAlert({ id: sms.message._id, kind: 'activation', number: sms.number, service: sms.service || null, code: sms.message.code, text: sms.message.sms, at: Date.now() });
      }
      balanceChanged(payload?.balance);
      refreshStock(queryClient);
    });
    socket.on('rent_message', (payload) => {
      const sms = parseRentSms(payload);
      if (!sms) return;
      void receiveRentMessage(queryClient, sms);
      pushAlert({ id: sms.message._id, kind: 'rental', number: sms.number, service: sms.service, code: sms.message.code, text: sms.message.sms, at: Date.now() });
    });
    return () => {
      socket.removeAllListeners();
      socket.disconnect();
    };
  }, [token, userId, setBalance, queryClient, pushAlert]);

  return null;
}
