/** @jsxImportSource solid-js */
// The only Solid island: solid-toast's <Toaster/>, fed by the framework-free queue in lib/toast.
import { onMount } from 'solid-js';
import toast, { Toaster as SolidToaster } from 'solid-toast';
import { connectToaster, type ToastMessage } from '../../lib/toast.ts';

const duration = 3000;

function show(message: ToastMessage) {
  const options = { duration, ariaProps: { role: message.kind === 'error' ? 'alert' : 'status', 'aria-live': message.kind === 'error' ? 'assertive' : 'polite' } } as const;
  if (message.kind === 'success') toast.success(message.text, options);
  else if (message.kind === 'error') toast.error(message.text, options);
  else toast(message.text, options);
}

export default function Toaster() {
  onMount(() => connectToaster(show));
  return <SolidToaster position="top-right" gutter={8} toastOptions={{ duration }} />;
}
