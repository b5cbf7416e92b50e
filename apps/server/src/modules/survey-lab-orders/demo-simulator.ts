/**
 * Where the demo's API laboratory answers: the laboratory simulator that `npm start` runs
 * beside the server (tools/simulators/laboratory), with the account the demo firm has there.
 * The seed points the laboratory at it; the first start seals the password into it.
 */
export const demoLabSimulator = {
  url: 'http://127.0.0.1:4020',
  username: 'vandijk-asbest',
  password: 'simulator-2026',
} as const;
