; ModuleID = 'invalid-free-offset.c'
source_filename = "invalid-free-offset.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"  42\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @parse(ptr noundef %0) #0 !dbg !20 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !24, !DIExpression(), !25)
    #dbg_declare(ptr %4, !26, !DIExpression(), !28)
  %5 = call noalias ptr @malloc(i32 noundef 8) #5, !dbg !29
  store ptr %5, ptr %4, align 4, !dbg !28
  %6 = load ptr, ptr %4, align 4, !dbg !30
  %7 = icmp eq ptr %6, null, !dbg !32
  br i1 %7, label %8, label %9, !dbg !33

8:                                                ; preds = %1
  store ptr null, ptr %2, align 4, !dbg !34
  br label %21, !dbg !34

9:                                                ; preds = %1
  %10 = load ptr, ptr %4, align 4, !dbg !35
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %10, ptr align 1 @.str, i32 5, i1 false), !dbg !36
  br label %11, !dbg !37

11:                                               ; preds = %16, %9
  %12 = load ptr, ptr %4, align 4, !dbg !38
  %13 = load i8, ptr %12, align 1, !dbg !39
  %14 = sext i8 %13 to i32, !dbg !39
  %15 = icmp eq i32 %14, 32, !dbg !40
  br i1 %15, label %16, label %19, !dbg !37

16:                                               ; preds = %11
  %17 = load ptr, ptr %4, align 4, !dbg !41
  %18 = getelementptr inbounds i8, ptr %17, i32 1, !dbg !41
  store ptr %18, ptr %4, align 4, !dbg !41
  br label %11, !dbg !37, !llvm.loop !42

19:                                               ; preds = %11
  %20 = load ptr, ptr %4, align 4, !dbg !44
  call void @free(ptr noundef %20) #6, !dbg !45
  store ptr null, ptr %2, align 4, !dbg !46
  br label %21, !dbg !46

21:                                               ; preds = %19, %8
  %22 = load ptr, ptr %2, align 4, !dbg !47
  ret ptr %22, !dbg !47
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i32 noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !48 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !52, !DIExpression(), !56)
  %3 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @parse, ptr noundef null) #6, !dbg !57
  %4 = load i32, ptr %2, align 4, !dbg !58
  %5 = call i32 @pthread_join(i32 noundef %4, ptr noundef null), !dbg !59
  ret i32 0, !dbg !60
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #3

declare i32 @pthread_join(i32 noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17, !18}
!llvm.ident = !{!19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "invalid-free-offset.c", directory: ".", checksumkind: CSK_MD5, checksum: "4941db43e9f78ff921de75b452e2942a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 5)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !10, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!10 = !{!0}
!11 = !{i32 1, !"NumRegisterParameters", i32 0}
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 8, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 2}
!18 = !{i32 7, !"frame-pointer", i32 2}
!19 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!20 = distinct !DISubprogram(name: "parse", scope: !2, file: !2, line: 10, type: !21, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !23)
!21 = !DISubroutineType(types: !22)
!22 = !{!9, !9}
!23 = !{}
!24 = !DILocalVariable(name: "arg", arg: 1, scope: !20, file: !2, line: 10, type: !9)
!25 = !DILocation(line: 10, column: 19, scope: !20)
!26 = !DILocalVariable(name: "s", scope: !20, file: !2, line: 11, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!28 = !DILocation(line: 11, column: 9, scope: !20)
!29 = !DILocation(line: 11, column: 13, scope: !20)
!30 = !DILocation(line: 12, column: 7, scope: !31)
!31 = distinct !DILexicalBlock(scope: !20, file: !2, line: 12, column: 7)
!32 = !DILocation(line: 12, column: 9, scope: !31)
!33 = !DILocation(line: 12, column: 7, scope: !20)
!34 = !DILocation(line: 13, column: 5, scope: !31)
!35 = !DILocation(line: 14, column: 10, scope: !20)
!36 = !DILocation(line: 14, column: 3, scope: !20)
!37 = !DILocation(line: 15, column: 3, scope: !20)
!38 = !DILocation(line: 15, column: 11, scope: !20)
!39 = !DILocation(line: 15, column: 10, scope: !20)
!40 = !DILocation(line: 15, column: 13, scope: !20)
!41 = !DILocation(line: 16, column: 6, scope: !20)
!42 = distinct !{!42, !37, !41, !43}
!43 = !{!"llvm.loop.mustprogress"}
!44 = !DILocation(line: 17, column: 8, scope: !20)
!45 = !DILocation(line: 17, column: 3, scope: !20)
!46 = !DILocation(line: 18, column: 3, scope: !20)
!47 = !DILocation(line: 19, column: 1, scope: !20)
!48 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 21, type: !49, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !23)
!49 = !DISubroutineType(types: !50)
!50 = !{!51}
!51 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!52 = !DILocalVariable(name: "t", scope: !48, file: !2, line: 22, type: !53)
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !54, line: 27, baseType: !55)
!54 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!55 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!56 = !DILocation(line: 22, column: 13, scope: !48)
!57 = !DILocation(line: 23, column: 3, scope: !48)
!58 = !DILocation(line: 24, column: 16, scope: !48)
!59 = !DILocation(line: 24, column: 3, scope: !48)
!60 = !DILocation(line: 25, column: 3, scope: !48)
