import { toast } from './toast.ts';

/** Seed 000 §8: a syntax error toasts 'program error', a type error 'program TypeError error'; both logged. */
export function installGlobalErrorHandler(): void {
  window.addEventListener('error', (event) => {
    const error = event.error as Error | undefined;
    if (!error) return;
    console.error(error);
    if (error instanceof SyntaxError) toast.show({ content: `program error ${error.message}` });
    else if (error instanceof TypeError) toast.show({ content: `program TypeError error ${error.message}` });
  });
  window.addEventListener('unhandledrejection', (event) => {
    // API errors were already shown by the request layer.
    if ((event.reason as { name?: string })?.constructor?.name === 'ApiError') event.preventDefault();
    else console.error(event.reason);
  });
}
