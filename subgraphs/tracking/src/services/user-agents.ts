import { readUserAgent, type UserAgentFacts } from '../domain/user-agent.ts';

/**
 * readUserAgent, remembered for the last few thousand User-Agents: parsing one costs tens of
 * microseconds, and a site's visitors send a few hundred different ones.
 */
export function userAgentReader(max = 5000): (userAgent: string) => UserAgentFacts {
  const known = new Map<string, UserAgentFacts>();
  return (userAgent) => {
    let facts = known.get(userAgent);
    if (!facts) {
      facts = readUserAgent(userAgent);
      if (known.size >= max) known.delete(known.keys().next().value!);
      known.set(userAgent, facts);
    }
    return facts;
  };
}
