import { SHELL_BRIDGE_VERSION, type TShellToWeb, type TWebToShell } from '@openportal/contract';
import { createShellBridge } from '../shared/shell/bridge.ts';

/**
 * A fake app on the other side of the bridge, for tests: it records what the portal sends and
 * answers with `answer(message)` (nothing when it returns undefined).
 */
export function fakeApp(answer: (m: TWebToShell) => Omit<TShellToWeb, 'v'> | string | undefined = () => undefined) {
  const events = new EventTarget();
  const sent: TWebToShell[] = [];
  const rejected: string[] = [];
  const deliver = (data: unknown, origin = 'app') =>
    events.dispatchEvent(new MessageEvent('message', { data, origin }));
  const transport = {
    post: (text: string) => {
      const m = JSON.parse(text) as TWebToShell;
      sent.push(m);
      const reply = answer(m);
      if (reply !== undefined)
        queueMicrotask(() =>
          deliver(typeof reply === 'string' ? reply : JSON.stringify({ v: SHELL_BRIDGE_VERSION, ...reply })),
        );
    },
    isFromShell: (e: MessageEvent) => e.origin === 'app',
  };
  const bridge = createShellBridge({
    via: 'injected',
    transport,
    events,
    brand: 'paywave',
    language: () => 'en',
    onRejected: (direction) => void rejected.push(direction),
  });
  const say = (m: Omit<TShellToWeb, 'v'>) => deliver(JSON.stringify({ v: SHELL_BRIDGE_VERSION, ...m }));
  return { bridge, sent, rejected, deliver, say };
}
