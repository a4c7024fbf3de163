import { runSubgraphProcess } from '@atelier/platform';
import { subgraph } from './index.ts';

await runSubgraphProcess(subgraph);
