/** The area's GraphQL types and operations; pdf/ prints the PDF (its job and whether it can). */
import './schema';
import './pdf/schema';
