import Rigging

extension IBSceneBuilder {
    /// Records what each guide `view` declares stands for: its safe area is `name.safeArea`; a
    /// scroll view's frame guide is the scroll view itself; the keyboard guide, with no keyboard
    /// shown, covers the view's bottom safe-area inset; the author's own guides are scene guides.
    mutating func addGuides(of view: IBView) {
        guard let owner = names.byID[view.id] else { return }
        for guide in view.layoutGuides {
            switch guide.kind {
            case .safeArea:
                guideItems[guide.id] = owner + ".safeArea"
            case .frameLayoutGuide:
                guideItems[guide.id] = owner
            case .contentLayoutGuide:
                // addContentGuide names it once the scroll view's content guide exists.
                break
            case .keyboard:
                let name = names.name(for: guide.id, prefix: "g_")
                guides.append(SceneGuide(name: name, owner: owner))
                guideItems[guide.id] = name
                addBand(name, owner: owner, top: "\(owner).safeArea.bottom", bottom: "\(owner).bottom")
            case .topLayoutGuide, .bottomLayoutGuide:
                break
            case .custom:
                let name = names.name(for: guide.id, prefix: "g_")
                guides.append(SceneGuide(name: name, owner: owner))
                guideItems[guide.id] = name
            }
        }
    }

    /// A controller's legacy top and bottom layout guides: the bands the bars cover at the top
    /// and bottom of the root view, which are its safe-area insets. UIKit pins them to the root
    /// view's top and bottom, so in a root that is a scroll view (`content`, its content area)
    /// the bottom guide lies at the content area's bottom, as high as the bottom inset, as
    /// constraints between a scroll view and what it holds attach to its content area.
    mutating func addLegacyGuides(_ legacy: [IBLayoutGuide], rootName: String, content: String? = nil) {
        for guide in legacy {
            let name = names.name(for: guide.id, prefix: "g_")
            guides.append(SceneGuide(name: name, owner: rootName))
            guideItems[guide.id] = name
            if guide.kind == .topLayoutGuide {
                addBand(name, owner: rootName, top: "\(rootName).top", bottom: "\(rootName).safeArea.top")
            } else if let content {
                let inset = names.fresh(name + "_inset")
                guides.append(SceneGuide(name: inset, owner: rootName))
                addBand(inset, owner: rootName, top: "\(rootName).safeArea.bottom", bottom: "\(rootName).bottom")
                add(equation: "\(name).bottom == \(content).bottom")
                add(equation: "\(name).height == \(inset).height")
                add(equation: "\(name).left == \(rootName).left")
                add(equation: "\(name).right == \(rootName).right")
            } else {
                addBand(name, owner: rootName, top: "\(rootName).safeArea.bottom", bottom: "\(rootName).bottom")
            }
        }
    }

    /// A scroll view's content area: a guide whose origin is the scroll view's (the content
    /// offset is zero, as Interface Builder shows it) and whose size the content's constraints
    /// decide. Constraints between the scroll view's edges and its content attach to it, as in
    /// UIKit; its document `contentLayoutGuide` is the same guide.
    mutating func addContentGuide(of view: IBView, name: String) {
        let guide = names.fresh(name + "_content")
        guides.append(SceneGuide(name: guide, owner: name))
        contentGuides[view.id] = guide
        for declared in view.layoutGuides where declared.kind == .contentLayoutGuide { guideItems[declared.id] = guide }
        add(equation: "\(guide).left == \(name).left")
        add(equation: "\(guide).top == \(name).top")
    }

    /// Pins guide `name` across `owner` between two vertical positions.
    private mutating func addBand(_ name: String, owner: String, top: String, bottom: String) {
        add(equation: "\(name).top == \(top)")
        add(equation: "\(name).bottom == \(bottom)")
        add(equation: "\(name).left == \(owner).left")
        add(equation: "\(name).right == \(owner).right")
    }
}
