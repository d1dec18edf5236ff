/**
 * Python side of serveOnPty. Node cannot allocate a pseudo-terminal itself, so this small
 * python3 program opens one, prints its slave path and bridges the master to stdin/stdout.
 * stdout carries frames: one type byte, a 4-byte big-endian length, the payload:
 *   P <path>   the slave path (/dev/pts/N), first;
 *   O / C      the host opened / closed the slave (seen as the pty's hang-up state);
 *   D <bytes>  bytes the host wrote.
 * stdin carries raw bytes for the host; they are dropped while no host has the port open, as
 * on a serial line nobody listens to. EOF on stdin closes the pty: the host sees the device go.
 */
export const PTY_BRIDGE_SCRIPT = String.raw`
import os, select, struct, sys, tty

def frame(kind, payload=b''):
    out = kind + struct.pack('>I', len(payload)) + payload
    while out:
        out = out[os.write(1, out):]

master, slave = os.openpty()
tty.setraw(slave)
frame(b'P', os.ttyname(slave).encode())
# Without a slave descriptor of our own, the host's open and close show as POLLHUP changes.
os.close(slave)
os.set_blocking(master, False)

def master_events():
    probe = select.poll()
    probe.register(master, select.POLLIN)
    ready = probe.poll(0)
    return ready[0][1] if ready else 0

host_open = False
while True:
    events = master_events()
    hung_up = bool(events & select.POLLHUP)
    if not hung_up and not host_open:
        host_open = True
        frame(b'O')
    if events & select.POLLIN:
        try:
            data = os.read(master, 65536)
        except OSError:
            data = b''
        if data and host_open:
            frame(b'D', data)
    if hung_up and host_open:
        host_open = False
        frame(b'C')
    waiter = select.poll()
    waiter.register(0, select.POLLIN)
    if not hung_up:
        waiter.register(master, select.POLLIN)
    # Opening the slave clears POLLHUP without waking poll(): look again every 20 ms meanwhile.
    for fd, _ in waiter.poll(20 if hung_up else None):
        if fd != 0:
            continue
        data = os.read(0, 65536)
        if not data:
            sys.exit(0)
        if host_open:
            try:
                os.write(master, data)
            except OSError:
                pass  # the host does not read: bytes are lost, as in a UART overrun
`;
