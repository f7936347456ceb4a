// Does not compile on iOS: `import UIKit` declares UIKit, not
// LiveCollections; a file using the library imports it.
import UIKit

@MainActor let rows: CollectionData<Int>? = nil
