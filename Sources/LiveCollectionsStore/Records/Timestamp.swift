import Foundation
import GRDB

/// `DATETIME` values as SQLite's date functions read them:
/// `yyyy-MM-dd HH:mm:ss.SSS` in UTC, to the nearest millisecond.
///
/// Integer arithmetic only (no calendar, locale or formatter), so that
/// reading a stored value and storing it again gives the same text: a run
/// copied to another store keeps its exact `recordedAt`.
enum Timestamp {
    private static let millisecondsPerDay: Int64 = 86_400_000

    /// The value stored for `date`: this type's text for years 0 to 9999,
    /// GRDB's own encoding beyond.
    static func databaseValue(for date: Date) -> DatabaseValue {
        text(for: date)?.databaseValue ?? date.databaseValue
    }

    /// The text stored for `date`, or nil outside years 0 to 9999.
    static func text(for date: Date) -> String? {
        guard let milliseconds = Int64(exactly: (date.timeIntervalSince1970 * 1000).rounded()) else { return nil }
        let (days, millisecondOfDay) = floorDivision(milliseconds, millisecondsPerDay)
        let (year, month, day) = civil(fromDays: days)
        guard (0...9999).contains(year) else { return nil }
        let second = millisecondOfDay / 1000
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2)) "
            + "\(pad(second / 3600, 2)):\(pad(second / 60 % 60, 2)):\(pad(second % 60, 2)).\(pad(millisecondOfDay % 1000, 3))"
    }

    /// The date a stored value stands for: this type's text exactly, else
    /// whatever GRDB reads as a date (other SQLite date formats, numbers).
    static func date(from value: DatabaseValue) -> Date? {
        if let text = String.fromDatabaseValue(value), let milliseconds = milliseconds(parsing: text) {
            return Date(timeIntervalSince1970: Double(milliseconds) / 1000)
        }
        return Date.fromDatabaseValue(value)
    }

    /// Milliseconds since 1970 for `yyyy-MM-dd HH:mm:ss.SSS`, or nil.
    private static func milliseconds(parsing text: String) -> Int64? {
        let numbers = text.split(whereSeparator: { "- :.".contains($0) }).compactMap { Int64($0) }
        guard text.utf8.count == 23, numbers.count == 7 else { return nil }
        let (year, month, day) = (numbers[0], numbers[1], numbers[2])
        let (hour, minute, second, millisecond) = (numbers[3], numbers[4], numbers[5], numbers[6])
        guard (1...12).contains(month), (1...31).contains(day), (0...23).contains(hour),
              (0...59).contains(minute), (0...59).contains(second), (0...999).contains(millisecond)
        else { return nil }
        let days = days(fromCivil: year, month, day)
        return days * millisecondsPerDay + ((hour * 60 + minute) * 60 + second) * 1000 + millisecond
    }

    /// Quotient and non-negative remainder.
    private static func floorDivision(_ value: Int64, _ divisor: Int64) -> (Int64, Int64) {
        let remainder = value % divisor
        return remainder < 0 ? (value / divisor - 1, remainder + divisor) : (value / divisor, remainder)
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's
    /// `days_from_civil`).
    private static func days(fromCivil year: Int64, _ month: Int64, _ day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The proleptic Gregorian date `days` after 1970-01-01 (Howard
    /// Hinnant's `civil_from_days`).
    private static func civil(fromDays days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Non-negative `value` in decimal, zero-padded to `width` digits.
    private static func pad(_ value: Int64, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
