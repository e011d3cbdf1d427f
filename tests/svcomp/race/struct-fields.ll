; ModuleID = 'struct-fields.c'
source_filename = "struct-fields.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%struct.pair = type { i32, i32 }

@s = dso_local global %struct.pair zeroinitializer, align 4, !dbg !0
@.src = private unnamed_addr constant [16 x i8] c"struct-fields.c\00", align 1
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 27, i32 17 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @set_left(ptr noundef %0) #0 !dbg !21 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !25, !DIExpression(), !26)
  store i32 1, ptr @s, align 4, !dbg !27
  ret ptr null, !dbg !28
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @set_right(ptr noundef %0) #0 !dbg !29 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !30, !DIExpression(), !31)
  store i32 2, ptr getelementptr inbounds (%struct.pair, ptr @s, i32 0, i32 1), align 4, !dbg !32
  ret ptr null, !dbg !33
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !34 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !37, !DIExpression(), !41)
    #dbg_declare(ptr %3, !42, !DIExpression(), !43)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @set_left, ptr noundef null) #5, !dbg !44
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @set_right, ptr noundef null) #5, !dbg !45
  %6 = load i32, ptr %2, align 4, !dbg !46
  %7 = call i32 @pthread_join(i32 noundef %6, ptr noundef null), !dbg !47
  %8 = load i32, ptr %3, align 4, !dbg !48
  %9 = call i32 @pthread_join(i32 noundef %8, ptr noundef null), !dbg !49
  %10 = load i32, ptr @s, align 4, !dbg !50
  %11 = load i32, ptr getelementptr inbounds (%struct.pair, ptr @s, i32 0, i32 1), align 4, !dbg !51
  %12 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %10, i32 %11), !dbg !52, !nosanitize !24
  %13 = extractvalue { i32, i1 } %12, 0, !dbg !52, !nosanitize !24
  %14 = extractvalue { i32, i1 } %12, 1, !dbg !52, !nosanitize !24
  %15 = xor i1 %14, true, !dbg !52, !nosanitize !24
  br i1 %15, label %17, label %16, !dbg !52, !prof !53, !nosanitize !24

16:                                               ; preds = %0
  call void @__ubsan_handle_add_overflow(ptr @1, i32 %10, i32 %11) #5, !dbg !52, !nosanitize !24
  br label %17, !dbg !52, !nosanitize !24

17:                                               ; preds = %16, %0
  ret i32 %13, !dbg !54
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_join(i32 noundef, ptr noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #3

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i32, i32) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { uwtable }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "s", scope: !2, file: !3, line: 9, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "struct-fields.c", directory: ".", checksumkind: CSK_MD5, checksum: "da572fa5d6dbb007eb2c3499d642dbee")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!6 = !{!0}
!7 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pair", file: !3, line: 6, size: 64, elements: !8)
!8 = !{!9, !11}
!9 = !DIDerivedType(tag: DW_TAG_member, name: "left", scope: !7, file: !3, line: 7, baseType: !10, size: 32)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_member, name: "right", scope: !7, file: !3, line: 8, baseType: !10, size: 32, offset: 32)
!12 = !{i32 1, !"NumRegisterParameters", i32 0}
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 8, !"PIC Level", i32 2}
!17 = !{i32 7, !"PIE Level", i32 2}
!18 = !{i32 7, !"uwtable", i32 2}
!19 = !{i32 7, !"frame-pointer", i32 2}
!20 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!21 = distinct !DISubprogram(name: "set_left", scope: !3, file: !3, line: 11, type: !22, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !24)
!22 = !DISubroutineType(types: !23)
!23 = !{!5, !5}
!24 = !{}
!25 = !DILocalVariable(name: "arg", arg: 1, scope: !21, file: !3, line: 11, type: !5)
!26 = !DILocation(line: 11, column: 22, scope: !21)
!27 = !DILocation(line: 12, column: 10, scope: !21)
!28 = !DILocation(line: 13, column: 3, scope: !21)
!29 = distinct !DISubprogram(name: "set_right", scope: !3, file: !3, line: 16, type: !22, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !24)
!30 = !DILocalVariable(name: "arg", arg: 1, scope: !29, file: !3, line: 16, type: !5)
!31 = !DILocation(line: 16, column: 23, scope: !29)
!32 = !DILocation(line: 17, column: 11, scope: !29)
!33 = !DILocation(line: 18, column: 3, scope: !29)
!34 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 21, type: !35, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !24)
!35 = !DISubroutineType(types: !36)
!36 = !{!10}
!37 = !DILocalVariable(name: "a", scope: !34, file: !3, line: 22, type: !38)
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !39, line: 27, baseType: !40)
!39 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!40 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!41 = !DILocation(line: 22, column: 13, scope: !34)
!42 = !DILocalVariable(name: "b", scope: !34, file: !3, line: 22, type: !38)
!43 = !DILocation(line: 22, column: 16, scope: !34)
!44 = !DILocation(line: 23, column: 3, scope: !34)
!45 = !DILocation(line: 24, column: 3, scope: !34)
!46 = !DILocation(line: 25, column: 16, scope: !34)
!47 = !DILocation(line: 25, column: 3, scope: !34)
!48 = !DILocation(line: 26, column: 16, scope: !34)
!49 = !DILocation(line: 26, column: 3, scope: !34)
!50 = !DILocation(line: 27, column: 12, scope: !34)
!51 = !DILocation(line: 27, column: 21, scope: !34)
!52 = !DILocation(line: 27, column: 17, scope: !34)
!53 = !{!"branch_weights", i32 1048575, i32 1}
!54 = !DILocation(line: 27, column: 3, scope: !34)
