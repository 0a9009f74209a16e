/// `rig completion bash|zsh|fish`: prints a completion script for the shell, made from the
/// subcommands' specs (subcommands, options, allowed values, files where a path goes).
///
/// Install: `rig completion bash > /etc/bash_completion.d/rig` (or `source <(rig completion bash)`),
/// `rig completion zsh > "${fpath[1]}/_rig"`, `rig completion fish > ~/.config/fish/completions/rig.fish`.
package struct CompletionCommand: RigSubcommand {
    /// The shells `rig completion` writes scripts for.
    package enum Shell: String, Sendable, CaseIterable {
        /// Bash, with `complete -F`.
        case bash
        /// Zsh, as a `#compdef` function.
        case zsh
        /// Fish, with `complete -c` lines.
        case fish
    }

    package static let spec = CommandSpec(
        name: "completion", overview: "Print a shell completion script.",
        arguments: [.init(name: "shell", help: "The shell.", allowedValues: Shell.allCases.map(\.rawValue))],
        options: [])

    /// The shell the script is for.
    package var shell: Shell

    /// The completion script for `shell`.
    package init(shell: Shell) { self.shell = shell }

    package init(_ p: ParsedArguments) throws(RigUsageError) {
        // The parser checked the value against the spec's allowed values.
        shell = Shell(rawValue: p.positionals[0]) ?? .bash
    }

    package func run(_ context: RigContext) throws(RigFailure) -> Int32 {
        try context.write(script(RigCommand.specs))
        return 0
    }

    /// The script for `shell`.
    func script(_ specs: [CommandSpec]) -> String {
        switch shell {
        case .bash: return Self.bash(specs)
        case .zsh: return Self.zsh(specs)
        case .fish: return Self.fish(specs)
        }
    }

    static let common = ["--help", "--version"]

    /// `text` as one single-quoted shell word.
    static func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    static func bash(_ specs: [CommandSpec]) -> String {
        var out = "# bash completion for rig (rig completion bash)\n_rig() {\n"
        out += "    local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\"\n"
        out += "    if [[ $COMP_CWORD -eq 1 ]]; then\n"
        out += "        COMPREPLY=($(compgen -W \(quoted((specs.map(\.name) + ["help"] + common).joined(separator: " "))) -- \"$cur\"))\n"
        out += "        return\n    fi\n    case \"${COMP_WORDS[1]}\" in\n"
        for spec in specs {
            out += "    \(spec.name))\n        case \"$prev\" in\n"
            for option in spec.options where option.valueName != nil {
                let pattern = option.names.joined(separator: "|")
                if !option.allowedValues.isEmpty {
                    out +=
                        "        \(pattern)) COMPREPLY=($(compgen -W \(quoted(option.allowedValues.joined(separator: " "))) -- \"$cur\")); return ;;\n"
                } else if option.isPath {
                    out += "        \(pattern)) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;\n"
                } else {
                    out += "        \(pattern)) return ;;\n"
                }
            }
            out += "        esac\n"
            let words = spec.options.flatMap(\.names) + common
            out += "        COMPREPLY=($(compgen -W \(quoted(words.joined(separator: " "))) -- \"$cur\"))\n"
            for argument in spec.arguments {
                if !argument.allowedValues.isEmpty {
                    out += "        COMPREPLY+=($(compgen -W \(quoted(argument.allowedValues.joined(separator: " "))) -- \"$cur\"))\n"
                } else if argument.isPath {
                    out += "        [[ $cur != -* ]] && COMPREPLY+=($(compgen -f -- \"$cur\"))\n"
                }
            }
            out += "        ;;\n"
        }
        out += "    help) COMPREPLY=($(compgen -W \(quoted(specs.map(\.name).joined(separator: " "))) -- \"$cur\")) ;;\n"
        out += "    esac\n}\ncomplete -o default -F _rig rig\n"
        return out
    }

    /// A description safe inside zsh's `[...]` and `name:description` forms.
    static func zshText(_ text: String) -> String {
        String(text.filter { !"[]:'\\".contains($0) })
    }

    static func zsh(_ specs: [CommandSpec]) -> String {
        var out = "#compdef rig\n# zsh completion for rig (rig completion zsh)\n_rig() {\n"
        out += "    local -a subcommands\n    subcommands=(\n"
        for spec in specs { out += "        \(quoted(spec.name + ":" + zshText(spec.overview)))\n" }
        out += "        'help:Show help for a subcommand'\n    )\n"
        out += "    if (( CURRENT == 2 )); then\n        _describe 'subcommand' subcommands\n"
        out += "        _arguments '--help[Show help information]' '--version[Show the version]'\n        return\n    fi\n"
        out += "    local command=${words[2]}\n    shift words\n    (( CURRENT-- ))\n    case $command in\n"
        for spec in specs {
            out += "    \(spec.name))\n        _arguments \\\n"
            for option in spec.options {
                let names =
                    option.names.count > 1
                    ? "(" + option.names.joined(separator: " ") + ")'{" + option.names.joined(separator: ",") + "}'" : option.names[0]
                var action = ""
                if let valueName = option.valueName {
                    let values =
                        option.allowedValues.isEmpty ? (option.isPath ? "_files" : " ") : "(" + option.allowedValues.joined(separator: " ") + ")"
                    action = ":\(valueName):\(values)"
                }
                out += "            '\(names)[\(zshText(option.help))]\(action)' \\\n"
            }
            for argument in spec.arguments {
                let values =
                    argument.allowedValues.isEmpty ? (argument.isPath ? "_files" : " ") : "(" + argument.allowedValues.joined(separator: " ") + ")"
                out += "            '\(argument.isRepeating ? "*" : ""):\(argument.name):\(values)' \\\n"
            }
            out += "            '--help[Show help information]' '--version[Show the version]'\n        ;;\n"
        }
        out += "    help) _describe 'subcommand' subcommands ;;\n    esac\n}\n_rig \"$@\"\n"
        return out
    }

    static func fish(_ specs: [CommandSpec]) -> String {
        var out = "# fish completion for rig (rig completion fish)\ncomplete -c rig -f\n"
        let names = (specs.map(\.name) + ["help"]).joined(separator: " ")
        for spec in specs {
            out += "complete -c rig -n \(quoted("not __fish_seen_subcommand_from " + names)) -a \(spec.name) -d \(quoted(spec.overview))\n"
        }
        out += "complete -c rig -n \(quoted("not __fish_seen_subcommand_from " + names)) -a help -d 'Show help for a subcommand'\n"
        out += "complete -c rig -l help -s h -d 'Show help information'\ncomplete -c rig -l version -d 'Show the version'\n"
        for spec in specs {
            let condition = quoted("__fish_seen_subcommand_from " + spec.name)
            for option in spec.options {
                var line = "complete -c rig -n \(condition)"
                for name in option.names {
                    line += name.hasPrefix("--") ? " -l \(name.dropFirst(2))" : " -s \(name.dropFirst())"
                }
                if option.valueName != nil {
                    line += option.isPath ? " -r -F" : " -r"
                    if !option.allowedValues.isEmpty { line += " -a \(quoted(option.allowedValues.joined(separator: " ")))" }
                }
                out += line + " -d \(quoted(option.help))\n"
            }
            for argument in spec.arguments {
                if !argument.allowedValues.isEmpty {
                    out += "complete -c rig -n \(condition) -a \(quoted(argument.allowedValues.joined(separator: " "))) -d \(quoted(argument.help))\n"
                } else if argument.isPath {
                    out += "complete -c rig -n \(condition) -F\n"
                }
            }
        }
        out += "complete -c rig -n '__fish_seen_subcommand_from help' -a \(quoted(specs.map(\.name).joined(separator: " ")))\n"
        return out
    }
}
