; ModuleID = 'output_funcs.c'
source_filename = "output_funcs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [20 x i8] c"puts adds a newline\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [31 x i8] c"puts returned nonnegative: %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [21 x i8] c"putchar returned %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [23 x i8] c"fputs does not add one\00", align 1, !dbg !17
@stdout = external local_unnamed_addr global ptr, align 8
@.str.4 = private unnamed_addr constant [32 x i8] c"fputs returned nonnegative: %d\0A\00", align 1, !dbg !22
@stderr = external local_unnamed_addr global ptr, align 8
@.str.5 = private unnamed_addr constant [15 x i8] c"stderr: %d %s\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [26 x i8] c"ignored by the comparison\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [31 x i8] c"fprintf(stdout, ...) %d|%s|%c\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [4 x i8] c"str\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [21 x i8] c"fprintf returned %d\0A\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [18 x i8] c"stderr via fputs\0A\00", align 1, !dbg !46
@.str.12 = private unnamed_addr constant [19 x i8] c"(empty puts above)\00", align 1, !dbg !51
@.str.13 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1, !dbg !56
@.str.14 = private unnamed_addr constant [5 x i8] c"beta\00", align 1, !dbg !61
@.str.15 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1, !dbg !66
@__const.main.lines.rel = private unnamed_addr constant [3 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.13 to i64), i64 ptrtoint (ptr @__const.main.lines.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.14 to i64), i64 ptrtoint (ptr @__const.main.lines.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.15 to i64), i64 ptrtoint (ptr @__const.main.lines.rel to i64)) to i32)], align 4
@.str.16 = private unnamed_addr constant [3 x i8] c", \00", align 1, !dbg !68
@.str.17 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !73
@.str.19 = private unnamed_addr constant [41 x i8] c"printf %s with newline (may become puts)\00", align 1, !dbg !78
@.str.22 = private unnamed_addr constant [6 x i8] c"done\0A\00", align 1, !dbg !83
@str = private unnamed_addr constant [31 x i8] c"plain literal, may become puts\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !106 {
    #dbg_assign(i1 undef, !120, !DIExpression(), !130, ptr poison, !DIExpression(), !131)
  %1 = alloca [300 x i8], align 16, !DIAssignID !132
    #dbg_assign(i1 undef, !126, !DIExpression(), !132, ptr %1, !DIExpression(), !131)
  %2 = tail call i32 @puts(ptr noundef nonnull dereferenceable(1) @.str), !dbg !133
    #dbg_value(i32 %2, !111, !DIExpression(), !131)
  %3 = icmp sgt i32 %2, -1, !dbg !134
  %4 = zext i1 %3 to i32, !dbg !134
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %4), !dbg !135
    #dbg_value(i32 88, !136, !DIExpression(), !142)
  %6 = load ptr, ptr @stdout, align 8, !dbg !144, !tbaa !145
  %7 = tail call noundef i32 @putc(i32 noundef 88, ptr noundef %6), !dbg !149
    #dbg_value(i32 %7, !111, !DIExpression(), !131)
    #dbg_value(i32 10, !136, !DIExpression(), !150)
  %8 = load ptr, ptr @stdout, align 8, !dbg !152, !tbaa !145
  %9 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %8), !dbg !153
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %7), !dbg !154
  %11 = load ptr, ptr @stdout, align 8, !dbg !155, !tbaa !145
  %12 = tail call i32 @fputs(ptr noundef nonnull @.str.3, ptr noundef %11), !dbg !156
    #dbg_value(i32 %12, !111, !DIExpression(), !131)
    #dbg_value(i32 10, !136, !DIExpression(), !157)
  %13 = load ptr, ptr @stdout, align 8, !dbg !159, !tbaa !145
  %14 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %13), !dbg !160
  %15 = icmp sgt i32 %12, -1, !dbg !161
  %16 = zext i1 %15 to i32, !dbg !161
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %16), !dbg !162
  %18 = load ptr, ptr @stderr, align 8, !dbg !163, !tbaa !145
  %19 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %18, ptr noundef nonnull @.str.5, i32 noundef 42, ptr noundef nonnull @.str.6) #6, !dbg !164
  %20 = load ptr, ptr @stdout, align 8, !dbg !165, !tbaa !145
  %21 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %20, ptr noundef nonnull @.str.7, i32 noundef -5, ptr noundef nonnull @.str.8, i32 noundef 113) #7, !dbg !166
    #dbg_value(i32 %21, !111, !DIExpression(), !131)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %21), !dbg !167
  %23 = load ptr, ptr @stderr, align 8, !dbg !168, !tbaa !145
  %24 = tail call i64 @fwrite(ptr nonnull @.str.10, i64 17, i64 1, ptr %23) #8, !dbg !169
    #dbg_value(i32 10, !136, !DIExpression(), !170)
  %25 = load ptr, ptr @stdout, align 8, !dbg !172, !tbaa !145
  %26 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %25), !dbg !173
  %27 = tail call i32 @puts(ptr noundef nonnull dereferenceable(1) @.str.12), !dbg !174
    #dbg_value(i32 0, !112, !DIExpression(), !175)
  br label %28, !dbg !176

28:                                               ; preds = %0, %37
  %29 = phi i32 [ 1, %0 ], [ %41, %37 ]
  %30 = phi i32 [ 0, %0 ], [ %40, %37 ]
    #dbg_value(i32 %30, !112, !DIExpression(), !175)
    #dbg_value(i32 0, !114, !DIExpression(), !177)
  br label %31, !dbg !178

31:                                               ; preds = %28, %31
  %32 = phi i32 [ 0, %28 ], [ %35, %31 ]
    #dbg_value(i32 %32, !114, !DIExpression(), !177)
    #dbg_value(i32 42, !136, !DIExpression(), !179)
  %33 = load ptr, ptr @stdout, align 8, !dbg !182, !tbaa !145
  %34 = tail call noundef i32 @putc(i32 noundef 42, ptr noundef %33), !dbg !183
  %35 = add nuw nsw i32 %32, 1, !dbg !184
    #dbg_value(i32 %35, !114, !DIExpression(), !177)
  %36 = icmp eq i32 %35, %29, !dbg !185
  br i1 %36, label %43, label %31, !dbg !178, !llvm.loop !186

37:                                               ; preds = %43
    #dbg_value(i32 10, !136, !DIExpression(), !190)
  %38 = load ptr, ptr @stdout, align 8, !dbg !192, !tbaa !145
  %39 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %38), !dbg !193
  %40 = add nuw nsw i32 %30, 1, !dbg !194
    #dbg_value(i32 %40, !112, !DIExpression(), !175)
  %41 = add nuw nsw i32 %29, 1, !dbg !176
  %42 = icmp eq i32 %40, 5, !dbg !195
  br i1 %42, label %74, label %28, !dbg !176, !llvm.loop !196

43:                                               ; preds = %31, %43
  %44 = phi i32 [ %47, %43 ], [ %30, %31 ]
    #dbg_value(i32 %44, !118, !DIExpression(), !198)
    #dbg_value(i32 46, !136, !DIExpression(), !199)
  %45 = load ptr, ptr @stdout, align 8, !dbg !202, !tbaa !145
  %46 = tail call noundef i32 @putc(i32 noundef 46, ptr noundef %45), !dbg !203
  %47 = add nuw nsw i32 %44, 1, !dbg !204
    #dbg_value(i32 %47, !118, !DIExpression(), !198)
  %48 = icmp eq i32 %47, 5, !dbg !205
  br i1 %48, label %37, label %43, !dbg !206, !llvm.loop !207

49:                                               ; preds = %74
    #dbg_value(i32 226, !136, !DIExpression(), !209)
  %50 = load ptr, ptr @stdout, align 8, !dbg !211, !tbaa !145
  %51 = tail call noundef i32 @putc(i32 noundef 226, ptr noundef %50), !dbg !212
    #dbg_value(i32 130, !136, !DIExpression(), !213)
  %52 = load ptr, ptr @stdout, align 8, !dbg !215, !tbaa !145
  %53 = tail call noundef i32 @putc(i32 noundef 130, ptr noundef %52), !dbg !216
    #dbg_value(i32 172, !136, !DIExpression(), !217)
  %54 = load ptr, ptr @stdout, align 8, !dbg !219, !tbaa !145
  %55 = tail call noundef i32 @putc(i32 noundef 172, ptr noundef %54), !dbg !220
    #dbg_value(i32 9, !136, !DIExpression(), !221)
  %56 = load ptr, ptr @stdout, align 8, !dbg !223, !tbaa !145
  %57 = tail call noundef i32 @putc(i32 noundef 9, ptr noundef %56), !dbg !224
    #dbg_value(i32 124, !136, !DIExpression(), !225)
  %58 = load ptr, ptr @stdout, align 8, !dbg !227, !tbaa !145
  %59 = tail call noundef i32 @putc(i32 noundef 124, ptr noundef %58), !dbg !228
    #dbg_value(i32 13, !136, !DIExpression(), !229)
  %60 = load ptr, ptr @stdout, align 8, !dbg !231, !tbaa !145
  %61 = tail call noundef i32 @putc(i32 noundef 13, ptr noundef %60), !dbg !232
    #dbg_value(i32 10, !136, !DIExpression(), !233)
  %62 = load ptr, ptr @stdout, align 8, !dbg !235, !tbaa !145
  %63 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %62), !dbg !236
  %64 = tail call i32 @puts(ptr nonnull dereferenceable(1) @.str.19), !dbg !237
  %65 = tail call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !238
    #dbg_value(i32 120, !136, !DIExpression(), !239)
  %66 = load ptr, ptr @stdout, align 8, !dbg !241, !tbaa !145
  %67 = tail call noundef i32 @putc(i32 noundef 120, ptr noundef %66), !dbg !242
    #dbg_value(i32 10, !136, !DIExpression(), !243)
  %68 = load ptr, ptr @stdout, align 8, !dbg !245, !tbaa !145
  %69 = tail call noundef i32 @putc(i32 noundef 10, ptr noundef %68), !dbg !246
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %1) #7, !dbg !247
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(299) %1, i8 122, i64 299, i1 false), !dbg !248, !DIAssignID !249
    #dbg_assign(i1 undef, !126, !DIExpression(DW_OP_LLVM_fragment, 0, 2392), !249, ptr %1, !DIExpression(), !131)
  %70 = getelementptr inbounds i8, ptr %1, i64 299, !dbg !250
  store i8 0, ptr %70, align 1, !dbg !251, !tbaa !252, !DIAssignID !253
    #dbg_assign(i8 0, !126, !DIExpression(DW_OP_LLVM_fragment, 2392, 8), !253, ptr %70, !DIExpression(), !131)
  %71 = call i32 @puts(ptr noundef nonnull dereferenceable(1) %1), !dbg !254
  %72 = load ptr, ptr @stderr, align 8, !dbg !255, !tbaa !145
  %73 = tail call i64 @fwrite(ptr nonnull @.str.22, i64 5, i64 1, ptr %72) #8, !dbg !256
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %1) #7, !dbg !257
  ret i32 6, !dbg !257

74:                                               ; preds = %37, %74
  %75 = phi i64 [ %84, %74 ], [ 0, %37 ]
    #dbg_value(i64 %75, !124, !DIExpression(), !258)
  %76 = shl i64 %75, 2, !dbg !259
  %77 = call ptr @llvm.load.relative.i64(ptr @__const.main.lines.rel, i64 %76), !dbg !259
  %78 = load ptr, ptr @stdout, align 8, !dbg !262, !tbaa !145
  %79 = tail call i32 @fputs(ptr noundef %77, ptr noundef %78), !dbg !263
  %80 = icmp eq i64 %75, 2, !dbg !264
  %81 = select i1 %80, ptr @.str.17, ptr @.str.16, !dbg !265
  %82 = load ptr, ptr @stdout, align 8, !dbg !266, !tbaa !145
  %83 = tail call i32 @fputs(ptr noundef nonnull %81, ptr noundef %82), !dbg !267
  %84 = add nuw nsw i64 %75, 1, !dbg !268
    #dbg_value(i64 %84, !124, !DIExpression(), !258)
  %85 = icmp eq i64 %84, 3, !dbg !269
  br i1 %85, label %49, label %74, !dbg !270, !llvm.loop !271
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !273 noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !277 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !281 noundef i32 @fputs(ptr nocapture noundef readonly, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !340 noundef i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare !dbg !343 noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i64 @fwrite(ptr nocapture noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #6 = { cold nounwind }
attributes #7 = { nounwind }
attributes #8 = { cold }

!llvm.dbg.cu = !{!85}
!llvm.module.flags = !{!98, !99, !100, !101, !102, !103, !104}
!llvm.ident = !{!105}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "output_funcs.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "b99b52106b7652bf46d8b1367560dd1f")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 20)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 31)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 21)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 23)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 32)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 15)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 26)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !9, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 4)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !14, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 18)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 19)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 6)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 5)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !58, isLocal: true, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !70, isLocal: true, isDefinition: true)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 3)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !75, isLocal: true, isDefinition: true)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 2)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !80, isLocal: true, isDefinition: true)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !81)
!81 = !{!82}
!82 = !DISubrange(count: 41)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !58, isLocal: true, isDefinition: true)
!85 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !86, splitDebugInlining: false, nameTableKind: None)
!86 = !{!0, !7, !12, !17, !22, !27, !32, !37, !39, !44, !46, !87, !51, !56, !61, !66, !68, !73, !92, !78, !94, !96, !83}
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !89, isLocal: true, isDefinition: true)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !90)
!90 = !{!91}
!91 = !DISubrange(count: 1)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !41, isLocal: true, isDefinition: true)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !24, isLocal: true, isDefinition: true)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !75, isLocal: true, isDefinition: true)
!98 = !{i32 7, !"Dwarf Version", i32 5}
!99 = !{i32 2, !"Debug Info Version", i32 3}
!100 = !{i32 1, !"wchar_size", i32 4}
!101 = !{i32 8, !"PIC Level", i32 2}
!102 = !{i32 7, !"PIE Level", i32 2}
!103 = !{i32 7, !"uwtable", i32 2}
!104 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!105 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!106 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 6, type: !107, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !85, retainedNodes: !110)
!107 = !DISubroutineType(types: !108)
!108 = !{!109}
!109 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!110 = !{!111, !112, !114, !118, !120, !124, !126}
!111 = !DILocalVariable(name: "r", scope: !106, file: !2, line: 7, type: !109)
!112 = !DILocalVariable(name: "row", scope: !113, file: !2, line: 22, type: !109)
!113 = distinct !DILexicalBlock(scope: !106, file: !2, line: 22, column: 5)
!114 = !DILocalVariable(name: "col", scope: !115, file: !2, line: 23, type: !109)
!115 = distinct !DILexicalBlock(scope: !116, file: !2, line: 23, column: 9)
!116 = distinct !DILexicalBlock(scope: !117, file: !2, line: 22, column: 39)
!117 = distinct !DILexicalBlock(scope: !113, file: !2, line: 22, column: 5)
!118 = !DILocalVariable(name: "col", scope: !119, file: !2, line: 25, type: !109)
!119 = distinct !DILexicalBlock(scope: !116, file: !2, line: 25, column: 9)
!120 = !DILocalVariable(name: "lines", scope: !106, file: !2, line: 29, type: !121)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !122, size: 192, elements: !71)
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !123, size: 64)
!123 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!124 = !DILocalVariable(name: "i", scope: !125, file: !2, line: 30, type: !109)
!125 = distinct !DILexicalBlock(scope: !106, file: !2, line: 30, column: 5)
!126 = !DILocalVariable(name: "big", scope: !106, file: !2, line: 46, type: !127)
!127 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 2400, elements: !128)
!128 = !{!129}
!129 = !DISubrange(count: 300)
!130 = distinct !DIAssignID()
!131 = !DILocation(line: 0, scope: !106)
!132 = distinct !DIAssignID()
!133 = !DILocation(line: 8, column: 9, scope: !106)
!134 = !DILocation(line: 9, column: 49, scope: !106)
!135 = !DILocation(line: 9, column: 5, scope: !106)
!136 = !DILocalVariable(name: "__c", arg: 1, scope: !137, file: !138, line: 82, type: !109)
!137 = distinct !DISubprogram(name: "putchar", scope: !138, file: !138, line: 82, type: !139, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !85, retainedNodes: !141)
!138 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!139 = !DISubroutineType(types: !140)
!140 = !{!109, !109}
!141 = !{!136}
!142 = !DILocation(line: 0, scope: !137, inlinedAt: !143)
!143 = distinct !DILocation(line: 10, column: 9, scope: !106)
!144 = !DILocation(line: 84, column: 21, scope: !137, inlinedAt: !143)
!145 = !{!146, !146, i64 0}
!146 = !{!"any pointer", !147, i64 0}
!147 = !{!"omnipotent char", !148, i64 0}
!148 = !{!"Simple C/C++ TBAA"}
!149 = !DILocation(line: 84, column: 10, scope: !137, inlinedAt: !143)
!150 = !DILocation(line: 0, scope: !137, inlinedAt: !151)
!151 = distinct !DILocation(line: 11, column: 5, scope: !106)
!152 = !DILocation(line: 84, column: 21, scope: !137, inlinedAt: !151)
!153 = !DILocation(line: 84, column: 10, scope: !137, inlinedAt: !151)
!154 = !DILocation(line: 12, column: 5, scope: !106)
!155 = !DILocation(line: 13, column: 41, scope: !106)
!156 = !DILocation(line: 13, column: 9, scope: !106)
!157 = !DILocation(line: 0, scope: !137, inlinedAt: !158)
!158 = distinct !DILocation(line: 14, column: 5, scope: !106)
!159 = !DILocation(line: 84, column: 21, scope: !137, inlinedAt: !158)
!160 = !DILocation(line: 84, column: 10, scope: !137, inlinedAt: !158)
!161 = !DILocation(line: 15, column: 50, scope: !106)
!162 = !DILocation(line: 15, column: 5, scope: !106)
!163 = !DILocation(line: 16, column: 13, scope: !106)
!164 = !DILocation(line: 16, column: 5, scope: !106)
!165 = !DILocation(line: 17, column: 17, scope: !106)
!166 = !DILocation(line: 17, column: 9, scope: !106)
!167 = !DILocation(line: 18, column: 5, scope: !106)
!168 = !DILocation(line: 19, column: 33, scope: !106)
!169 = !DILocation(line: 19, column: 5, scope: !106)
!170 = !DILocation(line: 0, scope: !137, inlinedAt: !171)
!171 = distinct !DILocation(line: 20, column: 5, scope: !106)
!172 = !DILocation(line: 84, column: 21, scope: !137, inlinedAt: !171)
!173 = !DILocation(line: 84, column: 10, scope: !137, inlinedAt: !171)
!174 = !DILocation(line: 21, column: 5, scope: !106)
!175 = !DILocation(line: 0, scope: !113)
!176 = !DILocation(line: 22, column: 5, scope: !113)
!177 = !DILocation(line: 0, scope: !115)
!178 = !DILocation(line: 23, column: 9, scope: !115)
!179 = !DILocation(line: 0, scope: !137, inlinedAt: !180)
!180 = distinct !DILocation(line: 24, column: 13, scope: !181)
!181 = distinct !DILexicalBlock(scope: !115, file: !2, line: 23, column: 9)
!182 = !DILocation(line: 84, column: 21, scope: !137, inlinedAt: !180)
!183 = !DILocation(line: 84, column: 10, scope: !137, inlinedAt: !180)
!184 = !DILocation(line: 23, column: 42, scope: !181)
!185 = !DILocation(line: 23, column: 31, scope: !181)
!186 = distinct !{!186, !178, !187, !188, !189}
!187 = !DILocation(line: 24, column: 24, scope: !115)
!188 = !{!"llvm.loop.mustprogress"}
!189 = !{!"llvm.loop.unroll.disable"}
!190 = !DILocation(line: 0, scope: !137, inlinedAt: !191)
!191 = distinct !DILocation(line: 27, column: 9, scope: !116)
!192 = !DILocation(line: 84, column: 21, scope: !137, inlinedAt: !191)
!193 = !DILocation(line: 84, column: 10, scope: !137, inlinedAt: !191)
!194 = !DILocation(line: 22, column: 35, scope: !117)
!195 = !DILocation(line: 22, column: 27, scope: !117)
!196 = distinct !{!196, !176, !197, !188, !189}
!197 = !DILocation(line: 28, column: 5, scope: !113)
!198 = !DILocation(line: 0, scope: !119)
!199 = !DILocation(line: 0, scope: !137, inlinedAt: !200)
!200 = distinct !DILocation(line: 26, column: 13, scope: !201)
!201 = distinct !DILexicalBlock(scope: !119, file: !2, line: 25, column: 9)
!202 = !DILocation(line: 84, column: 21, scope: !137, inlinedAt: !200)
!203 = !DILocation(line: 84, column: 10, scope: !137, inlinedAt: !200)
!204 = !DILocation(line: 25, column: 41, scope: !201)
!205 = !DILocation(line: 25, column: 33, scope: !201)
!206 = !DILocation(line: 25, column: 9, scope: !119)
!207 = distinct !{!207, !206, !208, !188, !189}
!208 = !DILocation(line: 26, column: 24, scope: !119)
!209 = !DILocation(line: 0, scope: !137, inlinedAt: !210)
!210 = distinct !DILocation(line: 35, column: 5, scope: !106)
!211 = !DILocation(line: 84, column: 21, scope: !137, inlinedAt: !210)
!212 = !DILocation(line: 84, column: 10, scope: !137, inlinedAt: !210)
!213 = !DILocation(line: 0, scope: !137, inlinedAt: !214)
!214 = distinct !DILocation(line: 36, column: 5, scope: !106)
!215 = !DILocation(line: 84, column: 21, scope: !137, inlinedAt: !214)
!216 = !DILocation(line: 84, column: 10, scope: !137, inlinedAt: !214)
!217 = !DILocation(line: 0, scope: !137, inlinedAt: !218)
!218 = distinct !DILocation(line: 37, column: 5, scope: !106)
!219 = !DILocation(line: 84, column: 21, scope: !137, inlinedAt: !218)
!220 = !DILocation(line: 84, column: 10, scope: !137, inlinedAt: !218)
!221 = !DILocation(line: 0, scope: !137, inlinedAt: !222)
!222 = distinct !DILocation(line: 38, column: 5, scope: !106)
!223 = !DILocation(line: 84, column: 21, scope: !137, inlinedAt: !222)
!224 = !DILocation(line: 84, column: 10, scope: !137, inlinedAt: !222)
!225 = !DILocation(line: 0, scope: !137, inlinedAt: !226)
!226 = distinct !DILocation(line: 39, column: 5, scope: !106)
!227 = !DILocation(line: 84, column: 21, scope: !137, inlinedAt: !226)
!228 = !DILocation(line: 84, column: 10, scope: !137, inlinedAt: !226)
!229 = !DILocation(line: 0, scope: !137, inlinedAt: !230)
!230 = distinct !DILocation(line: 40, column: 5, scope: !106)
!231 = !DILocation(line: 84, column: 21, scope: !137, inlinedAt: !230)
!232 = !DILocation(line: 84, column: 10, scope: !137, inlinedAt: !230)
!233 = !DILocation(line: 0, scope: !137, inlinedAt: !234)
!234 = distinct !DILocation(line: 41, column: 5, scope: !106)
!235 = !DILocation(line: 84, column: 21, scope: !137, inlinedAt: !234)
!236 = !DILocation(line: 84, column: 10, scope: !137, inlinedAt: !234)
!237 = !DILocation(line: 42, column: 5, scope: !106)
!238 = !DILocation(line: 43, column: 5, scope: !106)
!239 = !DILocation(line: 0, scope: !137, inlinedAt: !240)
!240 = distinct !DILocation(line: 44, column: 5, scope: !106)
!241 = !DILocation(line: 84, column: 21, scope: !137, inlinedAt: !240)
!242 = !DILocation(line: 84, column: 10, scope: !137, inlinedAt: !240)
!243 = !DILocation(line: 0, scope: !137, inlinedAt: !244)
!244 = distinct !DILocation(line: 45, column: 5, scope: !106)
!245 = !DILocation(line: 84, column: 21, scope: !137, inlinedAt: !244)
!246 = !DILocation(line: 84, column: 10, scope: !137, inlinedAt: !244)
!247 = !DILocation(line: 46, column: 5, scope: !106)
!248 = !DILocation(line: 47, column: 5, scope: !106)
!249 = distinct !DIAssignID()
!250 = !DILocation(line: 48, column: 5, scope: !106)
!251 = !DILocation(line: 48, column: 25, scope: !106)
!252 = !{!147, !147, i64 0}
!253 = distinct !DIAssignID()
!254 = !DILocation(line: 49, column: 5, scope: !106)
!255 = !DILocation(line: 50, column: 13, scope: !106)
!256 = !DILocation(line: 50, column: 5, scope: !106)
!257 = !DILocation(line: 52, column: 1, scope: !106)
!258 = !DILocation(line: 0, scope: !125)
!259 = !DILocation(line: 31, column: 15, scope: !260)
!260 = distinct !DILexicalBlock(scope: !261, file: !2, line: 30, column: 33)
!261 = distinct !DILexicalBlock(scope: !125, file: !2, line: 30, column: 5)
!262 = !DILocation(line: 31, column: 25, scope: !260)
!263 = !DILocation(line: 31, column: 9, scope: !260)
!264 = !DILocation(line: 32, column: 17, scope: !260)
!265 = !DILocation(line: 32, column: 15, scope: !260)
!266 = !DILocation(line: 32, column: 36, scope: !260)
!267 = !DILocation(line: 32, column: 9, scope: !260)
!268 = !DILocation(line: 30, column: 29, scope: !261)
!269 = !DILocation(line: 30, column: 23, scope: !261)
!270 = !DILocation(line: 30, column: 5, scope: !125)
!271 = distinct !{!271, !270, !272, !188, !189}
!272 = !DILocation(line: 33, column: 5, scope: !125)
!273 = !DISubprogram(name: "puts", scope: !274, file: !274, line: 661, type: !275, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!274 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!275 = !DISubroutineType(types: !276)
!276 = !{!109, !122}
!277 = !DISubprogram(name: "printf", scope: !274, file: !274, line: 356, type: !278, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!278 = !DISubroutineType(types: !279)
!279 = !{!109, !280, null}
!280 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !122)
!281 = !DISubprogram(name: "fputs", scope: !274, file: !274, line: 655, type: !282, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!282 = !DISubroutineType(types: !283)
!283 = !{!109, !280, !284}
!284 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !285)
!285 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !286, size: 64)
!286 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !287, line: 7, baseType: !288)
!287 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!288 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !289, line: 49, size: 1728, elements: !290)
!289 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!290 = !{!291, !292, !294, !295, !296, !297, !298, !299, !300, !301, !302, !303, !304, !307, !309, !310, !311, !315, !317, !319, !320, !323, !325, !328, !331, !332, !334, !338, !339}
!291 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !288, file: !289, line: 51, baseType: !109, size: 32)
!292 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !288, file: !289, line: 54, baseType: !293, size: 64, offset: 64)
!293 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!294 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !288, file: !289, line: 55, baseType: !293, size: 64, offset: 128)
!295 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !288, file: !289, line: 56, baseType: !293, size: 64, offset: 192)
!296 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !288, file: !289, line: 57, baseType: !293, size: 64, offset: 256)
!297 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !288, file: !289, line: 58, baseType: !293, size: 64, offset: 320)
!298 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !288, file: !289, line: 59, baseType: !293, size: 64, offset: 384)
!299 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !288, file: !289, line: 60, baseType: !293, size: 64, offset: 448)
!300 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !288, file: !289, line: 61, baseType: !293, size: 64, offset: 512)
!301 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !288, file: !289, line: 64, baseType: !293, size: 64, offset: 576)
!302 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !288, file: !289, line: 65, baseType: !293, size: 64, offset: 640)
!303 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !288, file: !289, line: 66, baseType: !293, size: 64, offset: 704)
!304 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !288, file: !289, line: 68, baseType: !305, size: 64, offset: 768)
!305 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !306, size: 64)
!306 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !289, line: 36, flags: DIFlagFwdDecl)
!307 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !288, file: !289, line: 70, baseType: !308, size: 64, offset: 832)
!308 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !288, size: 64)
!309 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !288, file: !289, line: 72, baseType: !109, size: 32, offset: 896)
!310 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !288, file: !289, line: 73, baseType: !109, size: 32, offset: 928)
!311 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !288, file: !289, line: 74, baseType: !312, size: 64, offset: 960)
!312 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !313, line: 152, baseType: !314)
!313 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!314 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!315 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !288, file: !289, line: 77, baseType: !316, size: 16, offset: 1024)
!316 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!317 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !288, file: !289, line: 78, baseType: !318, size: 8, offset: 1040)
!318 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!319 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !288, file: !289, line: 79, baseType: !89, size: 8, offset: 1048)
!320 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !288, file: !289, line: 81, baseType: !321, size: 64, offset: 1088)
!321 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !322, size: 64)
!322 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !289, line: 43, baseType: null)
!323 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !288, file: !289, line: 89, baseType: !324, size: 64, offset: 1152)
!324 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !313, line: 153, baseType: !314)
!325 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !288, file: !289, line: 91, baseType: !326, size: 64, offset: 1216)
!326 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !327, size: 64)
!327 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !289, line: 37, flags: DIFlagFwdDecl)
!328 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !288, file: !289, line: 92, baseType: !329, size: 64, offset: 1280)
!329 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !330, size: 64)
!330 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !289, line: 38, flags: DIFlagFwdDecl)
!331 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !288, file: !289, line: 93, baseType: !308, size: 64, offset: 1344)
!332 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !288, file: !289, line: 94, baseType: !333, size: 64, offset: 1408)
!333 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!334 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !288, file: !289, line: 95, baseType: !335, size: 64, offset: 1472)
!335 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !336, line: 18, baseType: !337)
!336 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!337 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!338 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !288, file: !289, line: 96, baseType: !109, size: 32, offset: 1536)
!339 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !288, file: !289, line: 98, baseType: !3, size: 160, offset: 1568)
!340 = !DISubprogram(name: "fprintf", scope: !274, file: !274, line: 350, type: !341, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!341 = !DISubroutineType(types: !342)
!342 = !{!109, !284, !280, null}
!343 = !DISubprogram(name: "putc", scope: !274, file: !274, line: 550, type: !344, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!344 = !DISubroutineType(types: !345)
!345 = !{!109, !109, !285}
