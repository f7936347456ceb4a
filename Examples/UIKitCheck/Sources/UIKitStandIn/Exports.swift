// UIKit re-exports Foundation: a file that imports UIKit sees IndexPath,
// IndexSet, CGRect and NSObject without importing Foundation itself.
@_exported import Foundation
