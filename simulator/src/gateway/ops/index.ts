/**
 * Every gateway operation (gateway/gatewayOps.ts), imported for their
 * registration by name: what an owner in another process can be asked to
 * run. A module of operations is listed here once.
 */
import './reads';
import './cloudChanges';
import './cloudReads';
import './restWrites';
import './physicalWorld';
import './cloudPairing';
