/** The area's GraphQL types and operations, and its jobs (sending, fetching results). */
import './schema';
