// What ofetch imports from destr, in the browser build (build/ofetch-unused.ts): its parser of JSON
// answers, used only for `responseType: 'json'`. The API client reads every answer as text or a blob and
// parses and checks it itself (client.ts › parseAnswer), so the parser here is the platform's, for a
// caller that would ever ask for JSON.
export default function destr(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
