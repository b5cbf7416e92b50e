/**
 * Where the demo's LAVS answers: the LAVS simulator that `npm start` runs beside the server
 * (tools/simulators/lavs), with the account and the firm (KvK and branch number of the demo
 * branch) it knows. The seed points the demo organisation's LAVS settings at it; the first
 * start seals the password into them.
 */
export const demoLavsSimulator = {
  url: 'http://127.0.0.1:4010',
  username: 'vandijk-asbest',
  password: 'lavs-simulator-2026',
  kvkNumber: '30123456',
  branchNumber: '000012345678',
} as const;
