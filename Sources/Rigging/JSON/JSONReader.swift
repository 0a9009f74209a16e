// A strict, iterative-enough JSON reader for scene files. Recursion is bounded by
// `JSONValue.maximumDepth`, so hostile nesting gives an error, never a stack overflow.
// Numbers are checked against RFC 8259's grammar byte by byte, then converted with Swift's
// `Double(Substring)` (correctly rounded); one that overflows to infinity is an error.

extension JSONValue {
    /// Parses one JSON text (UTF-8 bytes, optional BOM); throws on any deviation from RFC 8259,
    /// on duplicate object keys, on nesting deeper than `maximumDepth`, and on non-finite numbers.
    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var reader = JSONReader(bytes: bytes)
        return try reader.readDocument()
    }

    /// Parses JSON text given as a String.
    static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8))
    }
}

struct JSONReader {
    let bytes: [UInt8]
    var position = 0
    var depth = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func readDocument() throws(JSONSyntaxError) -> JSONValue {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
        skipWhitespace()
        let value = try readValue()
        skipWhitespace()
        guard position == bytes.count else { throw error("unexpected text after the JSON value") }
        return value
    }

    func error(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
        let offset = min(offset ?? position, bytes.count)
        var line = 1
        var lineStart = 0
        for i in 0..<offset where bytes[i] == UInt8(ascii: "\n") {
            line += 1
            lineStart = i + 1
        }
        return JSONSyntaxError(message: message, offset: offset, line: line, column: offset - lineStart + 1)
    }

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    mutating func readValue() throws(JSONSyntaxError) -> JSONValue {
        guard let byte = current else { throw error("expected a value, found the end of the text") }
        switch byte {
        case UInt8(ascii: "{"): return try readObject()
        case UInt8(ascii: "["): return try readArray()
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "t"):
            try readLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try readLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try readLiteral("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try readNumber())
        default: throw error("expected a value (object, array, string, number, true, false or null)")
        }
    }

    mutating func readLiteral(_ word: String) throws(JSONSyntaxError) {
        let start = position
        let literal = Array(word.utf8)
        guard position + literal.count <= bytes.count,
            literal.indices.allSatisfy({ bytes[position + $0] == literal[$0] })
        else {
            throw error("expected '\(word)'", at: start)
        }
        position += literal.count
    }

    mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        guard depth <= JSONValue.maximumDepth else {
            throw error("nesting deeper than \(JSONValue.maximumDepth) levels")
        }
    }

    mutating func readObject() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        position += 1
        var members: [(key: String, value: JSONValue)] = []
        var seen = Set<String>()
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            position += 1
            depth -= 1
            return .object(JSONObject(members))
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a string key in an object") }
            let keyStart = position
            let key = try readString()
            guard seen.insert(key).inserted else { throw error("duplicate key \"\(key)\"", at: keyStart) }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key \"\(key)\"") }
            position += 1
            skipWhitespace()
            let value = try readValue()
            members.append((key, value))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "}"):
                position += 1
                depth -= 1
                return .object(JSONObject(members))
            default: throw error("expected ',' or '}' after an object member")
            }
        }
    }

    mutating func readArray() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        position += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            position += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try readValue())
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "]"):
                position += 1
                depth -= 1
                return .array(elements)
            default: throw error("expected ',' or ']' after an array element")
            }
        }
    }

    mutating func readNumber() throws(JSONSyntaxError) -> Double {
        let start = position
        func isDigit(_ b: UInt8?) -> Bool { b.map { $0 >= 0x30 && $0 <= 0x39 } ?? false }
        if current == UInt8(ascii: "-") { position += 1 }
        guard isDigit(current) else { throw error("expected a digit in a number") }
        if current == UInt8(ascii: "0") {
            position += 1
            if isDigit(current) { throw error("a number may not start with 0 followed by digits") }
        } else {
            while isDigit(current) { position += 1 }
        }
        if current == UInt8(ascii: ".") {
            position += 1
            guard isDigit(current) else { throw error("expected a digit after '.' in a number") }
            while isDigit(current) { position += 1 }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard isDigit(current) else { throw error("expected a digit in a number's exponent") }
            while isDigit(current) { position += 1 }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error("the number \(text) is out of range (not finite)", at: start)
        }
        return value
    }

    mutating func readString() throws(JSONSyntaxError) -> String {
        let start = position
        position += 1
        var scalars: [UInt8] = []
        var plainStart = position
        while true {
            guard let byte = current else { throw error("unterminated string", at: start) }
            if byte == UInt8(ascii: "\"") {
                scalars.append(contentsOf: bytes[plainStart..<position])
                position += 1
                break
            }
            if byte < 0x20 { throw error("control character in a string (escape it)") }
            if byte == UInt8(ascii: "\\") {
                scalars.append(contentsOf: bytes[plainStart..<position])
                position += 1
                try readEscape(into: &scalars)
                plainStart = position
                continue
            }
            position += 1
        }
        guard let string = String(validating: scalars, as: UTF8.self) else {
            throw error("invalid UTF-8 in a string", at: start)
        }
        return string
    }

    mutating func readEscape(into out: inout [UInt8]) throws(JSONSyntaxError) {
        guard let byte = current else { throw error("unterminated escape in a string") }
        position += 1
        switch byte {
        case UInt8(ascii: "\""): out.append(0x22)
        case UInt8(ascii: "\\"): out.append(0x5C)
        case UInt8(ascii: "/"): out.append(0x2F)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
            var code = try readHex4()
            if (0xD800...0xDBFF).contains(code) {
                guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                    bytes[position + 1] == UInt8(ascii: "u")
                else {
                    throw error("unpaired UTF-16 surrogate in a \\u escape")
                }
                position += 2
                let low = try readHex4()
                guard (0xDC00...0xDFFF).contains(low) else { throw error("unpaired UTF-16 surrogate in a \\u escape") }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(code) {
                throw error("unpaired UTF-16 surrogate in a \\u escape")
            }
            guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
            out.append(contentsOf: Array(String(Character(scalar)).utf8))
        default:
            throw error("invalid escape '\\\(Character(Unicode.Scalar(byte)))' in a string", at: position - 2)
        }
    }

    mutating func readHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current else { throw error("expected four hex digits after \\u") }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - 0x30)
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - 0x61 + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - 0x41 + 10)
            default: throw error("expected four hex digits after \\u")
            }
            value = value * 16 + digit
            position += 1
        }
        return value
    }
}
