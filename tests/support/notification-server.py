# A desktop notification server for the e2e specs (org.freedesktop.Notifications on a private D-Bus session
# bus): Chromium shows a web notification through it, as on a Linux desktop, and a tap on it is the server's
# 'default' action, which Chromium turns into the worker's real `notificationclick` (one a page cannot fake:
# only the browser's own may focus or open a window). Driven by tests/support/notification-center.ts: it
# prints one JSON line per event on stdout and reads `click <id>` lines on stdin.
import json
import os
import sys

import dbus
import dbus.service
from dbus.mainloop.glib import DBusGMainLoop
from gi.repository import GLib

DBusGMainLoop(set_as_default=True)
INTERFACE = 'org.freedesktop.Notifications'


def say(**event):
    print(json.dumps(event), flush=True)


class Notifications(dbus.service.Object):
    last_id = 0

    @dbus.service.method(INTERFACE, in_signature='', out_signature='as')
    def GetCapabilities(self):
        return ['body', 'actions']

    @dbus.service.method(INTERFACE, in_signature='', out_signature='ssss')
    def GetServerInformation(self):
        return ('portal-e2e', 'portal', '1', '1.2')

    @dbus.service.method(INTERFACE, in_signature='susssasa{sv}i', out_signature='u')
    def Notify(self, app_name, replaces_id, icon, summary, body, actions, hints, timeout):
        if replaces_id:
            shown_id = int(replaces_id)
        else:
            Notifications.last_id += 1
            shown_id = Notifications.last_id
        say(event='notify', id=shown_id, replaces=int(replaces_id), summary=str(summary), body=str(body),
            actions=[str(action) for action in actions])
        return shown_id

    @dbus.service.method(INTERFACE, in_signature='u', out_signature='')
    def CloseNotification(self, shown_id):
        say(event='closed', id=int(shown_id))
        self.NotificationClosed(shown_id, 3)

    @dbus.service.signal(INTERFACE, signature='us')
    def ActionInvoked(self, shown_id, action_key):
        pass

    @dbus.service.signal(INTERFACE, signature='uu')
    def NotificationClosed(self, shown_id, reason):
        pass


bus = dbus.SessionBus()
name = dbus.service.BusName(INTERFACE, bus)
center = Notifications(bus, '/org/freedesktop/Notifications')


def command(source, condition):
    line = sys.stdin.readline()
    if not line:
        loop.quit()
        return False
    verb, _, argument = line.strip().partition(' ')
    if verb == 'click':
        center.ActionInvoked(dbus.UInt32(int(argument)), 'default')
        say(event='clicked', id=int(argument))
    return True


loop = GLib.MainLoop()
GLib.io_add_watch(sys.stdin, GLib.IO_IN | GLib.IO_HUP, command)
say(event='ready', address=os.environ['DBUS_SESSION_BUS_ADDRESS'])
loop.run()
