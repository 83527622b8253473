import Foundation

/// Each rendering thread reads templates of its own.
///
/// Rendering counts a reference at nearly every token: its text, its name, the section's tokens.
/// Counted on both cores at once, the counts of one shared set of templates went back and forth
/// between the cores' caches, each count waiting for the line: at 2,000 documents the counting in
/// rendering took 112 ms of CPU on two cores against 72 ms on one. A copy per thread, made the
/// first time the thread renders with these templates (a few hundred tokens), is counted on its
/// own core only.
extension CompiledTemplates {
    /// This thread's copy of the templates: the same tokens, in objects no other thread counts.
    var onThisThread: CompiledTemplates { ThreadCopies.copy(of: self) }

    /// The same templates, every token, name and text in storage of its own.
    func copied() -> CompiledTemplates {
        var copy = CompiledTemplates()
        for (name, template) in templates { copy.templates[name.ownCopy] = template.copied() }
        return copy
    }
}

extension CompiledTemplate {
    func copied() -> CompiledTemplate { CompiledTemplate(tokens: tokens.map { $0.copied() }) }
}

extension CompiledTemplate.Token {
    func copied() -> Self {
        switch self {
        case .text(let text): .text(text.ownCopy)
        case .variable(let name): .variable(name.copied())
        case .unescapedVariable(let name): .unescapedVariable(name.copied())
        case .section(let name, let template): .section(name.copied(), template.copied())
        case .invertedSection(let name, let template): .invertedSection(name.copied(), template.copied())
        case .blockDefinition(let name, let template): .blockDefinition(name.ownCopy, template.copied())
        case .blockExpansion(let name, let fallback, let indentation):
            .blockExpansion(name.ownCopy, fallback.copied(), indentation: indentation?.ownCopy)
        case .partial(let name, let indentation, let overrides):
            .partial(name.ownCopy, indentation: indentation?.ownCopy, overrides: overrides.map { overrides in
                Dictionary(uniqueKeysWithValues: overrides.map { ($0.key.ownCopy, $0.value.copied()) })
            })
        }
    }
}

extension CompiledTemplate.Name {
    /// The same name (its parts and their numbers made again from its text).
    func copied() -> Self { Self(text.ownCopy, template: template.ownCopy, line: line, column: column) }
}

private extension String {
    /// The same text in storage of its own (text of up to 15 bytes is held in the string itself).
    var ownCopy: String { String(decoding: Array(utf8), as: UTF8.self) }
}

/// The copies, per thread: in a slot found through a POSIX thread-specific key, released when the
/// thread ends. A slot keeps the copies of the last two compilations it rendered with (`serve`
/// compiles the templates again when they change), and the compilations themselves with them,
/// so an identity is never another's reused address.
private enum ThreadCopies {
    final class Slot {
        var copies: [(identity: CompiledTemplates.Identity, templates: CompiledTemplates)] = []
    }

    static let key: pthread_key_t = {
        var key = pthread_key_t()
        let made = pthread_key_create(&key) { slot in
            guard let slot else { return }
            Unmanaged<Slot>.fromOpaque(slot).release()
        }
        precondition(made == 0, "no thread-specific key for the templates' copies")
        return key
    }()

    static func copy(of templates: CompiledTemplates) -> CompiledTemplates {
        let slot: Slot
        if let pointer = pthread_getspecific(key) {
            slot = Unmanaged<Slot>.fromOpaque(pointer).takeUnretainedValue()
        } else {
            slot = Slot()
            pthread_setspecific(key, Unmanaged.passRetained(slot).toOpaque())
        }
        if let found = slot.copies.first(where: { $0.identity === templates.identity }) { return found.templates }
        let copy = templates.copied()
        slot.copies = [(templates.identity, copy)] + slot.copies.prefix(1)
        return copy
    }
}
