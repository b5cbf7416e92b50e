/** The area's GraphQL types and operations, registered with the schema builder. */
import './schema';
