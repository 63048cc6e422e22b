// A phone's notification shade for the e2e specs: tests/support/notification-server.py on a D-Bus session bus
// of its own (`dbus-run-session`), which a browser launched with `env: center.env` shows its notifications
// through. `click` taps one: Chromium then dispatches the worker's real `notificationclick`, the only one
// allowed to focus a tab or open a window (a synthetic event is refused both). Needs Debian's dbus,
// python3-dbus and python3-gi (.ci/run installs them) and the system's /usr/bin/python3, which has them.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** A notification as the desktop received it. */
export interface ShownNotice {
  id: number;
  summary: string;
  body: string;
}

type Event = { event: 'ready'; address: string } | ({ event: 'notify' } & ShownNotice) | { event: 'closed' | 'clicked'; id: number };

export async function notificationCenter() {
  const script = fileURLToPath(new URL('./notification-server.py', import.meta.url));
  const server = spawn('dbus-run-session', ['--', '/usr/bin/python3', script], { stdio: ['pipe', 'pipe', 'pipe'], detached: true });
  // The bus's own chatter (fd limits, the accessibility bus Chromium asks for) is kept for a failure's message.
  let errors = '';
  server.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const shown: ShownNotice[] = [];
  const closed: number[] = [];
  const address = await new Promise<string>((resolve, reject) => {
    server.once('error', reject);
    server.once('exit', (code) =>
      reject(new Error(`notification server exited (${code}): it needs dbus, python3-dbus and python3-gi\n${errors}`)),
    );
    createInterface({ input: server.stdout }).on('line', (line) => {
      const event = JSON.parse(line) as Event;
      if (event.event === 'ready') resolve(event.address);
      if (event.event === 'notify') shown.push({ id: event.id, summary: event.summary, body: event.body });
      if (event.event === 'closed') closed.push(event.id);
    });
  });
  return {
    /** The browser process's environment: its session bus is this one. */
    env: { ...process.env, DBUS_SESSION_BUS_ADDRESS: address } as Record<string, string>,
    /** Every notification shown so far, in order (a replaced one appears again with its id). */
    shown,
    /** Ids the browser closed. */
    closed,
    /** A tap on the notification. */
    click: (id: number) => void server.stdin.write(`click ${id}\n`),
    close: () => {
      server.stdin.end();
      try {
        process.kill(-server.pid!);
      } catch {
        // Already gone with its stdin.
      }
    },
  };
}
