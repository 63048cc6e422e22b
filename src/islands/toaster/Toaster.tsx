/** @jsxImportSource solid-js */
// The only Solid island: solid-toast's <Toaster/>, fed by the framework-free queue in lib/toast.
import { onMount } from 'solid-js';
import toast, { Toaster as SolidToaster } from 'solid-toast';
import { connectToaster, type ToastMessage } from '../../lib/toast.ts';

/** Toasts last 3000 ms (product-rules R28); long texts get time to be read (WCAG 2.2.1): +1 s per 15 words. */
const duration = 3000;
const durationFor = (text: string) => duration + Math.max(0, Math.ceil(text.split(/\s+/).length / 15) - 1) * 1000;
// Long words (e-mail addresses) must wrap inside a phone screen.
const style = { 'max-width': 'min(92vw, 420px)', 'overflow-wrap': 'anywhere' } as const;

function show(message: ToastMessage) {
  const options = {
    duration: durationFor(message.text),
    style,
    ariaProps: { role: message.kind === 'error' ? 'alert' : 'status', 'aria-live': message.kind === 'error' ? 'assertive' : 'polite' },
  } as const;
  if (message.kind === 'success') toast.success(message.text, options);
  else if (message.kind === 'error') toast.error(message.text, options);
  else toast(message.text, options);
}

export default function Toaster() {
  onMount(() => connectToaster(show));
  return <SolidToaster position="top-right" gutter={8} toastOptions={{ duration }} />;
}
