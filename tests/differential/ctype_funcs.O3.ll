; ModuleID = 'ctype_funcs.c'
source_filename = "ctype_funcs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [103 x i8] c"digit=%d alpha=%d space=%d upper=%d lower=%d alnum=%d xdigit=%d toupper-changes=%d tolower-changes=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [15 x i8] c"signature=%lu\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [8 x i8] c"spaces:\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !17
@__const.main.s = private unnamed_addr constant [37 x i8] c"Hello, World! 123 MixedCase_text\09TAB\00", align 16
@.str.5 = private unnamed_addr constant [21 x i8] c"upper: %s\0Alower: %s\0A\00", align 1, !dbg !22
@.str.6 = private unnamed_addr constant [38 x i8] c"  foo_bar1 = 0x1F + baz * 0Xff - _q9;\00", align 1, !dbg !27
@.str.7 = private unnamed_addr constant [9 x i8] c"hex %ld\0A\00", align 1, !dbg !32
@.str.8 = private unnamed_addr constant [12 x i8] c"ident '%s'\0A\00", align 1, !dbg !37
@.str.9 = private unnamed_addr constant [9 x i8] c"num %ld\0A\00", align 1, !dbg !42
@.str.10 = private unnamed_addr constant [12 x i8] c"punct '%c'\0A\00", align 1, !dbg !44
@__const.main.t = private unnamed_addr constant [27 x i8] c"the  QUICK brown\09fox\0Ajumps\00", align 16
@.str.11 = private unnamed_addr constant [22 x i8] c"title: %s (%d words)\0A\00", align 1, !dbg !46
@.str.12 = private unnamed_addr constant [27 x i8] c"classified high bytes: %d\0A\00", align 1, !dbg !51

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !93 {
  %1 = alloca [64 x i8], align 16, !DIAssignID !176
    #dbg_assign(i1 undef, !127, !DIExpression(), !176, ptr %1, !DIExpression(), !177)
  %2 = alloca [64 x i8], align 16, !DIAssignID !178
    #dbg_assign(i1 undef, !131, !DIExpression(), !178, ptr %2, !DIExpression(), !177)
  %3 = alloca [32 x i8], align 16, !DIAssignID !179
    #dbg_assign(i1 undef, !147, !DIExpression(), !179, ptr %3, !DIExpression(), !177)
  %4 = alloca [27 x i8], align 16, !DIAssignID !180
    #dbg_assign(i1 undef, !159, !DIExpression(), !180, ptr %4, !DIExpression(), !177)
    #dbg_value(i32 0, !97, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !177)
    #dbg_value(i32 0, !97, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !177)
    #dbg_value(i32 0, !97, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !177)
    #dbg_value(i32 0, !97, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !177)
    #dbg_value(i32 0, !97, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !177)
    #dbg_value(i32 0, !97, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !177)
    #dbg_value(i32 0, !97, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !177)
    #dbg_value(i32 0, !97, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !177)
    #dbg_value(i32 0, !97, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !177)
    #dbg_value(i64 0, !99, !DIExpression(), !177)
    #dbg_value(i32 0, !100, !DIExpression(), !181)
  %5 = tail call ptr @__ctype_b_loc() #7, !dbg !177
  %6 = load ptr, ptr %5, align 8, !tbaa !182
  %7 = tail call ptr @__ctype_toupper_loc() #7, !dbg !177
  %8 = load ptr, ptr %7, align 8, !tbaa !182
  %9 = tail call ptr @__ctype_tolower_loc() #7, !dbg !177
  %10 = load ptr, ptr %9, align 8, !tbaa !182
  br label %15, !dbg !186

11:                                               ; preds = %15
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %60, i32 noundef %64, i32 noundef %68, i32 noundef %72, i32 noundef %76, i32 noundef %80, i32 noundef %84, i32 noundef %88, i32 noundef %92), !dbg !187
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %95), !dbg !188
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2), !dbg !189
    #dbg_value(i32 0, !121, !DIExpression(), !190)
  br label %102, !dbg !191

15:                                               ; preds = %0, %15
  %16 = phi i32 [ 0, %0 ], [ %92, %15 ], !dbg !177
  %17 = phi i32 [ 0, %0 ], [ %88, %15 ], !dbg !177
  %18 = phi i32 [ 0, %0 ], [ %84, %15 ], !dbg !177
  %19 = phi i32 [ 0, %0 ], [ %80, %15 ], !dbg !177
  %20 = phi i32 [ 0, %0 ], [ %76, %15 ], !dbg !177
  %21 = phi i32 [ 0, %0 ], [ %72, %15 ], !dbg !177
  %22 = phi i32 [ 0, %0 ], [ %68, %15 ], !dbg !177
  %23 = phi i32 [ 0, %0 ], [ %64, %15 ], !dbg !177
  %24 = phi i32 [ 0, %0 ], [ %60, %15 ], !dbg !177
  %25 = phi i64 [ 0, %0 ], [ %96, %15 ]
  %26 = phi i64 [ 0, %0 ], [ %95, %15 ]
    #dbg_value(i32 %24, !97, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !177)
    #dbg_value(i32 %23, !97, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !177)
    #dbg_value(i32 %22, !97, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !177)
    #dbg_value(i32 %21, !97, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !177)
    #dbg_value(i32 %20, !97, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !177)
    #dbg_value(i32 %19, !97, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !177)
    #dbg_value(i32 %18, !97, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !177)
    #dbg_value(i32 %17, !97, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !177)
    #dbg_value(i32 %16, !97, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !177)
    #dbg_value(i64 %26, !99, !DIExpression(), !177)
    #dbg_value(i64 %25, !100, !DIExpression(), !181)
  %27 = getelementptr inbounds i16, ptr %6, i64 %25, !dbg !192
  %28 = load i16, ptr %27, align 2, !dbg !192, !tbaa !193
  %29 = lshr i16 %28, 11, !dbg !195
  %30 = and i16 %29, 1, !dbg !195
  %31 = zext nneg i16 %30 to i32, !dbg !195
    #dbg_value(i32 %31, !102, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !196)
  %32 = lshr i16 %28, 10, !dbg !197
  %33 = and i16 %32, 1, !dbg !197
  %34 = zext nneg i16 %33 to i32, !dbg !197
    #dbg_value(i32 %34, !102, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !196)
  %35 = lshr i16 %28, 13, !dbg !198
  %36 = and i16 %35, 1, !dbg !198
  %37 = zext nneg i16 %36 to i32, !dbg !198
    #dbg_value(i32 %37, !102, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !196)
  %38 = lshr i16 %28, 8, !dbg !199
  %39 = and i16 %38, 1, !dbg !199
  %40 = zext nneg i16 %39 to i32, !dbg !199
    #dbg_value(i32 %40, !102, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !196)
  %41 = lshr i16 %28, 9, !dbg !200
  %42 = and i16 %41, 1, !dbg !200
  %43 = zext nneg i16 %42 to i32, !dbg !200
    #dbg_value(i32 %43, !102, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !196)
  %44 = lshr i16 %28, 3, !dbg !201
  %45 = and i16 %44, 1, !dbg !201
  %46 = zext nneg i16 %45 to i32, !dbg !201
    #dbg_value(i32 %46, !102, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !196)
  %47 = lshr i16 %28, 12, !dbg !202
  %48 = and i16 %47, 1, !dbg !202
  %49 = zext nneg i16 %48 to i32, !dbg !202
    #dbg_value(i32 %49, !102, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !196)
    #dbg_value(i32 poison, !105, !DIExpression(), !203)
  %50 = getelementptr inbounds i32, ptr %8, i64 %25, !dbg !204
  %51 = load i32, ptr %50, align 4, !dbg !204, !tbaa !205
    #dbg_value(i32 %51, !105, !DIExpression(), !203)
  %52 = zext i32 %51 to i64, !dbg !207
  %53 = icmp ne i64 %25, %52, !dbg !207
  %54 = zext i1 %53 to i32, !dbg !207
    #dbg_value(i32 %54, !102, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !196)
    #dbg_value(i32 poison, !112, !DIExpression(), !208)
  %55 = getelementptr inbounds i32, ptr %10, i64 %25, !dbg !209
  %56 = load i32, ptr %55, align 4, !dbg !209, !tbaa !205
    #dbg_value(i32 %56, !112, !DIExpression(), !208)
  %57 = zext i32 %56 to i64, !dbg !210
  %58 = icmp ne i64 %25, %57, !dbg !210
  %59 = zext i1 %58 to i32, !dbg !210
    #dbg_value(i32 %59, !102, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !196)
    #dbg_value(i64 0, !119, !DIExpression(), !211)
  %60 = add nuw nsw i32 %24, %31, !dbg !212
    #dbg_value(i32 %60, !97, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !177)
  %61 = mul i64 %26, 3, !dbg !215
  %62 = zext nneg i16 %30 to i64, !dbg !216
  %63 = add i64 %61, %62, !dbg !217
    #dbg_value(i64 %63, !99, !DIExpression(), !177)
    #dbg_value(i64 1, !119, !DIExpression(), !211)
  %64 = add nuw nsw i32 %23, %34, !dbg !212
    #dbg_value(i32 %64, !97, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !177)
  %65 = mul i64 %63, 3, !dbg !215
  %66 = zext nneg i16 %33 to i64, !dbg !216
  %67 = add i64 %65, %66, !dbg !217
    #dbg_value(i64 %67, !99, !DIExpression(), !177)
    #dbg_value(i64 2, !119, !DIExpression(), !211)
  %68 = add nuw nsw i32 %22, %37, !dbg !212
    #dbg_value(i32 %68, !97, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !177)
  %69 = mul i64 %67, 3, !dbg !215
  %70 = zext nneg i16 %36 to i64, !dbg !216
  %71 = add i64 %69, %70, !dbg !217
    #dbg_value(i64 %71, !99, !DIExpression(), !177)
    #dbg_value(i64 3, !119, !DIExpression(), !211)
  %72 = add nuw nsw i32 %21, %40, !dbg !212
    #dbg_value(i32 %72, !97, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !177)
  %73 = mul i64 %71, 3, !dbg !215
  %74 = zext nneg i16 %39 to i64, !dbg !216
  %75 = add i64 %73, %74, !dbg !217
    #dbg_value(i64 %75, !99, !DIExpression(), !177)
    #dbg_value(i64 4, !119, !DIExpression(), !211)
  %76 = add nuw nsw i32 %20, %43, !dbg !212
    #dbg_value(i32 %76, !97, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !177)
  %77 = mul i64 %75, 3, !dbg !215
  %78 = zext nneg i16 %42 to i64, !dbg !216
  %79 = add i64 %77, %78, !dbg !217
    #dbg_value(i64 %79, !99, !DIExpression(), !177)
    #dbg_value(i64 5, !119, !DIExpression(), !211)
  %80 = add nuw nsw i32 %19, %46, !dbg !212
    #dbg_value(i32 %80, !97, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !177)
  %81 = mul i64 %79, 3, !dbg !215
  %82 = zext nneg i16 %45 to i64, !dbg !216
  %83 = add i64 %81, %82, !dbg !217
    #dbg_value(i64 %83, !99, !DIExpression(), !177)
    #dbg_value(i64 6, !119, !DIExpression(), !211)
  %84 = add nuw nsw i32 %18, %49, !dbg !212
    #dbg_value(i32 %84, !97, !DIExpression(DW_OP_LLVM_fragment, 192, 32), !177)
  %85 = mul i64 %83, 3, !dbg !215
  %86 = zext nneg i16 %48 to i64, !dbg !216
  %87 = add i64 %85, %86, !dbg !217
    #dbg_value(i64 %87, !99, !DIExpression(), !177)
    #dbg_value(i64 7, !119, !DIExpression(), !211)
  %88 = add nuw nsw i32 %17, %54, !dbg !212
    #dbg_value(i32 %88, !97, !DIExpression(DW_OP_LLVM_fragment, 224, 32), !177)
  %89 = mul i64 %87, 3, !dbg !215
  %90 = zext i1 %53 to i64, !dbg !216
  %91 = add i64 %89, %90, !dbg !217
    #dbg_value(i64 %91, !99, !DIExpression(), !177)
    #dbg_value(i64 8, !119, !DIExpression(), !211)
  %92 = add nuw nsw i32 %16, %59, !dbg !212
    #dbg_value(i32 %92, !97, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !177)
  %93 = mul i64 %91, 3, !dbg !215
  %94 = zext i1 %58 to i64, !dbg !216
  %95 = add i64 %93, %94, !dbg !217
    #dbg_value(i64 %95, !99, !DIExpression(), !177)
    #dbg_value(i64 9, !119, !DIExpression(), !211)
  %96 = add nuw nsw i64 %25, 1, !dbg !218
    #dbg_value(i64 %96, !100, !DIExpression(), !181)
  %97 = icmp eq i64 %96, 256, !dbg !219
  br i1 %97, label %11, label %15, !dbg !186, !llvm.loop !220

98:                                               ; preds = %112
  %99 = tail call i32 @putchar(i32 10), !dbg !223
    #dbg_assign(i1 undef, !123, !DIExpression(), !224, ptr @__const.main.s, !DIExpression(), !177)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #8, !dbg !225
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #8, !dbg !225
    #dbg_value(i64 36, !132, !DIExpression(), !177)
    #dbg_value(i64 0, !135, !DIExpression(), !226)
  %100 = tail call ptr @__ctype_toupper_loc() #7, !dbg !177
  %101 = tail call ptr @__ctype_tolower_loc() #7, !dbg !177
  br label %117, !dbg !227

102:                                              ; preds = %11, %112
  %103 = phi i64 [ 0, %11 ], [ %113, %112 ]
    #dbg_value(i64 %103, !121, !DIExpression(), !190)
  %104 = load ptr, ptr %5, align 8, !dbg !228, !tbaa !182
  %105 = getelementptr inbounds i16, ptr %104, i64 %103, !dbg !228
  %106 = load i16, ptr %105, align 2, !dbg !228, !tbaa !193
  %107 = and i16 %106, 8192, !dbg !228
  %108 = icmp eq i16 %107, 0, !dbg !228
  br i1 %108, label %112, label %109, !dbg !231

109:                                              ; preds = %102
  %110 = trunc nuw nsw i64 %103 to i32, !dbg !232
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %110), !dbg !232
  br label %112, !dbg !232

112:                                              ; preds = %102, %109
  %113 = add nuw nsw i64 %103, 1, !dbg !233
    #dbg_value(i64 %113, !121, !DIExpression(), !190)
  %114 = icmp eq i64 %113, 128, !dbg !234
  br i1 %114, label %98, label %102, !dbg !191, !llvm.loop !235

115:                                              ; preds = %117
  %116 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %1, ptr noundef nonnull %2), !dbg !237
    #dbg_value(ptr @.str.6, !143, !DIExpression(), !177)
    #dbg_value(ptr @.str.6, !146, !DIExpression(), !177)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #8, !dbg !238
  br label %149, !dbg !239

117:                                              ; preds = %133, %98
  %118 = phi i64 [ 0, %98 ], [ %148, %133 ]
    #dbg_value(i64 %118, !135, !DIExpression(), !226)
  %119 = load ptr, ptr %100, align 8, !dbg !240, !tbaa !182
  %120 = getelementptr inbounds [37 x i8], ptr @__const.main.s, i64 0, i64 %118, !dbg !240
  %121 = load i8, ptr %120, align 2, !dbg !240, !tbaa !242
  %122 = zext i8 %121 to i64, !dbg !240
  %123 = getelementptr inbounds i32, ptr %119, i64 %122, !dbg !240
  %124 = load i32, ptr %123, align 4, !dbg !240, !tbaa !205
    #dbg_value(i32 %124, !137, !DIExpression(), !243)
  %125 = trunc i32 %124 to i8, !dbg !244
  %126 = getelementptr inbounds [64 x i8], ptr %1, i64 0, i64 %118, !dbg !245
  store i8 %125, ptr %126, align 2, !dbg !246, !tbaa !242
  %127 = load ptr, ptr %101, align 8, !dbg !247, !tbaa !182
  %128 = getelementptr inbounds i32, ptr %127, i64 %122, !dbg !247
  %129 = load i32, ptr %128, align 4, !dbg !247, !tbaa !205
    #dbg_value(i32 %129, !141, !DIExpression(), !249)
  %130 = trunc i32 %129 to i8, !dbg !250
  %131 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %118, !dbg !251
  store i8 %130, ptr %131, align 2, !dbg !252, !tbaa !242
    #dbg_value(i64 %118, !135, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !226)
  %132 = icmp eq i64 %118, 36, !dbg !253
  br i1 %132, label %115, label %133, !dbg !227, !llvm.loop !254

133:                                              ; preds = %117
  %134 = or disjoint i64 %118, 1, !dbg !256
    #dbg_value(i64 %134, !135, !DIExpression(), !226)
    #dbg_value(i64 %134, !135, !DIExpression(), !226)
  %135 = load ptr, ptr %100, align 8, !dbg !240, !tbaa !182
  %136 = getelementptr inbounds [37 x i8], ptr @__const.main.s, i64 0, i64 %134, !dbg !240
  %137 = load i8, ptr %136, align 1, !dbg !240, !tbaa !242
  %138 = zext i8 %137 to i64, !dbg !240
  %139 = getelementptr inbounds i32, ptr %135, i64 %138, !dbg !240
  %140 = load i32, ptr %139, align 4, !dbg !240, !tbaa !205
    #dbg_value(i32 %140, !137, !DIExpression(), !243)
  %141 = trunc i32 %140 to i8, !dbg !244
  %142 = getelementptr inbounds [64 x i8], ptr %1, i64 0, i64 %134, !dbg !245
  store i8 %141, ptr %142, align 1, !dbg !246, !tbaa !242
  %143 = load ptr, ptr %101, align 8, !dbg !247, !tbaa !182
  %144 = getelementptr inbounds i32, ptr %143, i64 %138, !dbg !247
  %145 = load i32, ptr %144, align 4, !dbg !247, !tbaa !205
    #dbg_value(i32 %145, !141, !DIExpression(), !249)
  %146 = trunc i32 %145 to i8, !dbg !250
  %147 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %134, !dbg !251
  store i8 %146, ptr %147, align 1, !dbg !252, !tbaa !242
  %148 = add nuw nsw i64 %118, 2, !dbg !256
    #dbg_value(i64 %148, !135, !DIExpression(), !226)
  br label %117

149:                                              ; preds = %115, %261
  %150 = phi i8 [ 32, %115 ], [ %263, %261 ]
  %151 = phi ptr [ @.str.6, %115 ], [ %262, %261 ]
    #dbg_value(ptr %151, !146, !DIExpression(), !177)
  %152 = load ptr, ptr %5, align 8, !dbg !257, !tbaa !182
  %153 = zext i8 %150 to i64, !dbg !257
  %154 = getelementptr inbounds i16, ptr %152, i64 %153, !dbg !257
  %155 = load i16, ptr %154, align 2, !dbg !257, !tbaa !193
  %156 = and i16 %155, 8192, !dbg !257
  %157 = icmp eq i16 %156, 0, !dbg !257
  br i1 %157, label %160, label %158, !dbg !258

158:                                              ; preds = %149
  %159 = getelementptr inbounds i8, ptr %151, i64 1, !dbg !259
    #dbg_value(ptr %159, !146, !DIExpression(), !177)
  br label %261, !dbg !261

160:                                              ; preds = %149
  %161 = icmp eq i8 %150, 48, !dbg !262
  br i1 %161, label %162, label %202, !dbg !263

162:                                              ; preds = %160
  %163 = getelementptr inbounds i8, ptr %151, i64 1, !dbg !264
  %164 = load i8, ptr %163, align 1, !dbg !264, !tbaa !242
  switch i8 %164, label %202 [
    i8 120, label %165
    i8 88, label %165
  ], !dbg !265

165:                                              ; preds = %162, %162
  %166 = getelementptr inbounds i8, ptr %151, i64 2, !dbg !266
    #dbg_value(ptr %166, !146, !DIExpression(), !177)
    #dbg_value(ptr undef, !268, !DIExpression(), !279)
    #dbg_value(i64 0, !274, !DIExpression(), !279)
  %167 = load i8, ptr %166, align 1, !dbg !281, !tbaa !242
  %168 = zext i8 %167 to i64, !dbg !281
  %169 = getelementptr inbounds i16, ptr %152, i64 %168, !dbg !281
  %170 = load i16, ptr %169, align 2, !dbg !281, !tbaa !193
  %171 = and i16 %170, 4096, !dbg !281
  %172 = icmp eq i16 %171, 0, !dbg !282
  br i1 %172, label %198, label %173, !dbg !282

173:                                              ; preds = %165
  %174 = load ptr, ptr %101, align 8, !tbaa !182
  br label %175, !dbg !282

175:                                              ; preds = %175, %173
  %176 = phi i64 [ %168, %173 ], [ %193, %175 ]
  %177 = phi ptr [ %166, %173 ], [ %191, %175 ]
  %178 = phi i64 [ 0, %173 ], [ %190, %175 ]
    #dbg_value(i64 %178, !274, !DIExpression(), !279)
  %179 = getelementptr inbounds i32, ptr %174, i64 %176, !dbg !283
  %180 = load i32, ptr %179, align 4, !dbg !283, !tbaa !205
    #dbg_value(i32 %180, !277, !DIExpression(), !285)
    #dbg_value(i32 %180, !275, !DIExpression(), !286)
  %181 = shl nsw i64 %178, 4, !dbg !287
  %182 = sext i32 %180 to i64, !dbg !288
  %183 = getelementptr inbounds i16, ptr %152, i64 %182, !dbg !288
  %184 = load i16, ptr %183, align 2, !dbg !288, !tbaa !193
  %185 = and i16 %184, 2048, !dbg !288
  %186 = icmp eq i16 %185, 0, !dbg !288
  %187 = select i1 %186, i32 -87, i32 -48, !dbg !288
  %188 = add nsw i32 %187, %180, !dbg !288
  %189 = sext i32 %188 to i64, !dbg !289
  %190 = add nsw i64 %181, %189, !dbg !290
    #dbg_value(i64 %190, !274, !DIExpression(), !279)
  %191 = getelementptr inbounds i8, ptr %177, i64 1, !dbg !291
    #dbg_value(ptr %191, !146, !DIExpression(), !177)
  %192 = load i8, ptr %191, align 1, !dbg !281, !tbaa !242
  %193 = zext i8 %192 to i64, !dbg !281
  %194 = getelementptr inbounds i16, ptr %152, i64 %193, !dbg !281
  %195 = load i16, ptr %194, align 2, !dbg !281, !tbaa !193
  %196 = and i16 %195, 4096, !dbg !281
  %197 = icmp eq i16 %196, 0, !dbg !282
  br i1 %197, label %198, label %175, !dbg !282, !llvm.loop !292

198:                                              ; preds = %175, %165
  %199 = phi ptr [ %166, %165 ], [ %191, %175 ], !dbg !294
  %200 = phi i64 [ 0, %165 ], [ %190, %175 ], !dbg !279
    #dbg_value(ptr %199, !146, !DIExpression(), !177)
  %201 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %200), !dbg !295
  br label %261, !dbg !296

202:                                              ; preds = %162, %160
    #dbg_value(ptr undef, !297, !DIExpression(), !304)
    #dbg_value(ptr %3, !302, !DIExpression(), !304)
    #dbg_value(i32 0, !303, !DIExpression(), !304)
  %203 = and i16 %155, 1024, !dbg !306
  %204 = icmp ne i16 %203, 0, !dbg !306
  %205 = icmp eq i8 %150, 95
  %206 = or i1 %205, %204, !dbg !308
  br i1 %206, label %207, label %233, !dbg !308

207:                                              ; preds = %202
    #dbg_value(i32 0, !303, !DIExpression(), !304)
  %208 = and i16 %155, 8, !dbg !309
  %209 = icmp ne i16 %208, 0, !dbg !309
  %210 = or i1 %205, %209, !dbg !310
  br i1 %210, label %211, label %213, !dbg !310

211:                                              ; preds = %207
  %212 = load i8, ptr %151, align 1, !dbg !311, !tbaa !242
  br label %214, !dbg !312

213:                                              ; preds = %207
    #dbg_value(ptr %151, !146, !DIExpression(), !177)
  store i8 0, ptr %3, align 16, !dbg !313, !tbaa !242
  br label %233, !dbg !314

214:                                              ; preds = %211, %214
  %215 = phi i8 [ %221, %214 ], [ %212, %211 ], !dbg !311
  %216 = phi i64 [ %219, %214 ], [ 0, %211 ]
  %217 = phi ptr [ %218, %214 ], [ %151, %211 ]
    #dbg_value(i64 %216, !303, !DIExpression(), !304)
  %218 = getelementptr inbounds i8, ptr %217, i64 1, !dbg !315
    #dbg_value(ptr %218, !146, !DIExpression(), !177)
  %219 = add nuw nsw i64 %216, 1, !dbg !316
    #dbg_value(i64 %219, !303, !DIExpression(), !304)
  %220 = getelementptr inbounds i8, ptr %3, i64 %216, !dbg !317
  store i8 %215, ptr %220, align 1, !dbg !318, !tbaa !242
  %221 = load i8, ptr %218, align 1, !dbg !309, !tbaa !242
  %222 = zext i8 %221 to i64, !dbg !309
  %223 = getelementptr inbounds i16, ptr %152, i64 %222, !dbg !309
  %224 = load i16, ptr %223, align 2, !dbg !309, !tbaa !193
  %225 = and i16 %224, 8, !dbg !309
  %226 = icmp ne i16 %225, 0, !dbg !309
  %227 = icmp eq i8 %221, 95
  %228 = or i1 %227, %226, !dbg !310
  br i1 %228, label %214, label %229, !dbg !310, !llvm.loop !319

229:                                              ; preds = %214
    #dbg_value(ptr %218, !146, !DIExpression(), !177)
  %230 = and i64 %219, 4294967295, !dbg !320
  %231 = getelementptr inbounds i8, ptr %3, i64 %230, !dbg !320
  store i8 0, ptr %231, align 1, !dbg !313, !tbaa !242
  %232 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %3), !dbg !321
  br label %261, !dbg !323

233:                                              ; preds = %202, %213
  %234 = load i8, ptr %151, align 1, !dbg !324, !tbaa !242
  %235 = zext i8 %234 to i64, !dbg !324
  %236 = getelementptr inbounds i16, ptr %152, i64 %235, !dbg !324
  %237 = load i16, ptr %236, align 2, !dbg !324, !tbaa !193
  %238 = and i16 %237, 2048, !dbg !324
  %239 = icmp eq i16 %238, 0, !dbg !324
  br i1 %239, label %257, label %240, !dbg !325

240:                                              ; preds = %233, %240
  %241 = phi i8 [ %249, %240 ], [ %234, %233 ]
  %242 = phi i64 [ %248, %240 ], [ 0, %233 ]
  %243 = phi ptr [ %245, %240 ], [ %151, %233 ]
    #dbg_value(i64 %242, !151, !DIExpression(), !326)
    #dbg_value(ptr %243, !146, !DIExpression(), !177)
  %244 = mul nsw i64 %242, 10, !dbg !327
  %245 = getelementptr inbounds i8, ptr %243, i64 1, !dbg !328
    #dbg_value(ptr %245, !146, !DIExpression(), !177)
  %246 = sext i8 %241 to i64, !dbg !329
  %247 = add i64 %244, -48, !dbg !330
  %248 = add i64 %247, %246, !dbg !331
    #dbg_value(i64 %248, !151, !DIExpression(), !326)
  %249 = load i8, ptr %245, align 1, !dbg !332, !tbaa !242
  %250 = zext i8 %249 to i64, !dbg !332
  %251 = getelementptr inbounds i16, ptr %152, i64 %250, !dbg !332
  %252 = load i16, ptr %251, align 2, !dbg !332, !tbaa !193
  %253 = and i16 %252, 2048, !dbg !332
  %254 = icmp eq i16 %253, 0, !dbg !333
  br i1 %254, label %255, label %240, !dbg !333, !llvm.loop !334

255:                                              ; preds = %240
  %256 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %248), !dbg !336
  br label %261, !dbg !337

257:                                              ; preds = %233
  %258 = getelementptr inbounds i8, ptr %151, i64 1, !dbg !338
    #dbg_value(ptr %258, !146, !DIExpression(), !177)
  %259 = sext i8 %234 to i32, !dbg !340
  %260 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %259), !dbg !341
  br label %261

261:                                              ; preds = %198, %255, %257, %229, %158
  %262 = phi ptr [ %258, %257 ], [ %245, %255 ], [ %218, %229 ], [ %199, %198 ], [ %159, %158 ], !dbg !342
    #dbg_value(ptr %262, !146, !DIExpression(), !177)
  %263 = load i8, ptr %262, align 1, !dbg !343, !tbaa !242
  %264 = icmp eq i8 %263, 0, !dbg !239
  br i1 %264, label %265, label %149, !dbg !239, !llvm.loop !344

265:                                              ; preds = %261
  call void @llvm.lifetime.start.p0(i64 27, ptr nonnull %4) #8, !dbg !346
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(27) %4, ptr noundef nonnull align 16 dereferenceable(27) @__const.main.t, i64 27, i1 false), !dbg !347, !DIAssignID !348
    #dbg_assign(i1 undef, !159, !DIExpression(), !348, ptr %4, !DIExpression(), !177)
    #dbg_value(i32 0, !160, !DIExpression(), !177)
    #dbg_value(i32 1, !161, !DIExpression(), !177)
    #dbg_value(ptr %4, !162, !DIExpression(), !349)
  %266 = load ptr, ptr %5, align 8, !dbg !350, !tbaa !182
  br label %463, !dbg !351

267:                                              ; preds = %481
  %268 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %4, i32 noundef %482), !dbg !352
    #dbg_value(i32 0, !173, !DIExpression(), !177)
    #dbg_value(i32 128, !174, !DIExpression(), !353)
  %269 = load ptr, ptr %5, align 8, !tbaa !182
  %270 = getelementptr i8, ptr %269, i64 256, !dbg !354
  %271 = getelementptr i8, ptr %269, i64 264, !dbg !354
  %272 = load <4 x i16>, ptr %270, align 2, !dbg !354, !tbaa !193
  %273 = load <4 x i16>, ptr %271, align 2, !dbg !354, !tbaa !193
  %274 = and <4 x i16> %272, <i16 11264, i16 11264, i16 11264, i16 11264>, !dbg !356
  %275 = and <4 x i16> %273, <i16 11264, i16 11264, i16 11264, i16 11264>, !dbg !356
  %276 = icmp ne <4 x i16> %274, zeroinitializer, !dbg !356
  %277 = icmp ne <4 x i16> %275, zeroinitializer, !dbg !356
  %278 = zext <4 x i1> %276 to <4 x i32>, !dbg !357
  %279 = zext <4 x i1> %277 to <4 x i32>, !dbg !357
  %280 = getelementptr i8, ptr %269, i64 272, !dbg !354
  %281 = getelementptr i8, ptr %269, i64 280, !dbg !354
  %282 = load <4 x i16>, ptr %280, align 2, !dbg !354, !tbaa !193
  %283 = load <4 x i16>, ptr %281, align 2, !dbg !354, !tbaa !193
  %284 = and <4 x i16> %282, <i16 11264, i16 11264, i16 11264, i16 11264>, !dbg !356
  %285 = and <4 x i16> %283, <i16 11264, i16 11264, i16 11264, i16 11264>, !dbg !356
  %286 = icmp ne <4 x i16> %284, zeroinitializer, !dbg !356
  %287 = icmp ne <4 x i16> %285, zeroinitializer, !dbg !356
  %288 = zext <4 x i1> %286 to <4 x i32>, !dbg !357
  %289 = zext <4 x i1> %287 to <4 x i32>, !dbg !357
  %290 = add nuw nsw <4 x i32> %278, %288, !dbg !358
  %291 = add nuw nsw <4 x i32> %279, %289, !dbg !358
  %292 = getelementptr i8, ptr %269, i64 288, !dbg !354
  %293 = getelementptr i8, ptr %269, i64 296, !dbg !354
  %294 = load <4 x i16>, ptr %292, align 2, !dbg !354, !tbaa !193
  %295 = load <4 x i16>, ptr %293, align 2, !dbg !354, !tbaa !193
  %296 = and <4 x i16> %294, <i16 11264, i16 11264, i16 11264, i16 11264>, !dbg !356
  %297 = and <4 x i16> %295, <i16 11264, i16 11264, i16 11264, i16 11264>, !dbg !356
  %298 = icmp ne <4 x i16> %296, zeroinitializer, !dbg !356
  %299 = icmp ne <4 x i16> %297, zeroinitializer, !dbg !356
  %300 = zext <4 x i1> %298 to <4 x i32>, !dbg !357
  %301 = zext <4 x i1> %299 to <4 x i32>, !dbg !357
  %302 = add nuw nsw <4 x i32> %290, %300, !dbg !358
  %303 = add nuw nsw <4 x i32> %291, %301, !dbg !358
  %304 = getelementptr i8, ptr %269, i64 304, !dbg !354
  %305 = getelementptr i8, ptr %269, i64 312, !dbg !354
  %306 = load <4 x i16>, ptr %304, align 2, !dbg !354, !tbaa !193
  %307 = load <4 x i16>, ptr %305, align 2, !dbg !354, !tbaa !193
  %308 = and <4 x i16> %306, <i16 11264, i16 11264, i16 11264, i16 11264>, !dbg !356
  %309 = and <4 x i16> %307, <i16 11264, i16 11264, i16 11264, i16 11264>, !dbg !356
  %310 = icmp ne <4 x i16> %308, zeroinitializer, !dbg !356
  %311 = icmp ne <4 x i16> %309, zeroinitializer, !dbg !356
  %312 = zext <4 x i1> %310 to <4 x i32>, !dbg !357
  %313 = zext <4 x i1> %311 to <4 x i32>, !dbg !357
  %314 = add nuw nsw <4 x i32> %302, %312, !dbg !358
  %315 = add nuw nsw <4 x i32> %303, %313, !dbg !358
  %316 = getelementptr i8, ptr %269, i64 320, !dbg !354
  %317 = getelementptr i8, ptr %269, i64 328, !dbg !354
  %318 = load <4 x i16>, ptr %316, align 2, !dbg !354, !tbaa !193
  %319 = load <4 x i16>, ptr %317, align 2, !dbg !354, !tbaa !193
  %320 = and <4 x i16> %318, <i16 11264, i16 11264, i16 11264, i16 11264>, !dbg !356
  %321 = and <4 x i16> %319, <i16 11264, i16 11264, i16 11264, i16 11264>, !dbg !356
  %322 = icmp ne <4 x i16> %320, zeroinitializer, !dbg !356
  %323 = icmp ne <4 x i16> %321, zeroinitializer, !dbg !356
  %324 = zext <4 x i1> %322 to <4 x i32>, !dbg !357
  %325 = zext <4 x i1> %323 to <4 x i32>, !dbg !357
  %326 = add nuw nsw <4 x i32> %314, %324, !dbg !358
  %327 = add nuw nsw <4 x i32> %315, %325, !dbg !358
  %328 = getelementptr i8, ptr %269, i64 336, !dbg !354
  %329 = getelementptr i8, ptr %269, i64 344, !dbg !354
  %330 = load <4 x i16>, ptr %328, align 2, !dbg !354, !tbaa !193
  %331 = load <4 x i16>, ptr %329, align 2, !dbg !354, !tbaa !193
  %332 = and <4 x i16> %330, <i16 11264, i16 11264, i16 11264, i16 11264>, !dbg !356
  %333 = and <4 x i16> %331, <i16 11264, i16 11264, i16 11264, i16 11264>, !dbg !356
  %334 = icmp ne <4 x i16> %332, zeroinitializer, !dbg !356
  %335 = icmp ne <4 x i16> %333, zeroinitializer, !dbg !356
  %336 = zext <4 x i1> %334 to <4 x i32>, !dbg !357
  %337 = zext <4 x i1> %335 to <4 x i32>, !dbg !357
  %338 = add nuw nsw <4 x i32> %326, %336, !dbg !358
  %339 = add nuw nsw <4 x i32> %327, %337, !dbg !358
  %340 = getelementptr i8, ptr %269, i64 352, !dbg !354
  %341 = getelementptr i8, ptr %269, i64 360, !dbg !354
  %342 = load <4 x i16>, ptr %340, align 2, !dbg !354, !tbaa !193
  %343 = load <4 x i16>, ptr %341, align 2, !dbg !354, !tbaa !193
  %344 = and <4 x i16> %342, <i16 11264, i16 11264, i16 11264, i16 11264>, !dbg !356
  %345 = and <4 x i16> %343, <i16 11264, i16 11264, i16 11264, i16 11264>, !dbg !356
  %346 = icmp ne <4 x i16> %344, zeroinitializer, !dbg !356
  %347 = icmp ne <4 x i16> %345, zeroinitializer, !dbg !356
  %348 = zext <4 x i1> %346 to <4 x i32>, !dbg !357
  %349 = zext <4 x i1> %347 to <4 x i32>, !dbg !357
  %350 = add nuw nsw <4 x i32> %338, %348, !dbg !358
  %351 = add nuw nsw <4 x i32> %339, %349, !dbg !358
  %352 = getelementptr i8, ptr %269, i64 368, !dbg !354
  %353 = getelementptr i8, ptr %269, i64 376, !dbg !354
  %354 = load <4 x i16>, ptr %352, align 2, !dbg !354, !tbaa !193
  %355 = load <4 x i16>, ptr %353, align 2, !dbg !354, !tbaa !193
  %356 = and <4 x i16> %354, <i16 11264, i16 11264, i16 11264, i16 11264>, !dbg !356
  %357 = and <4 x i16> %355, <i16 11264, i16 11264, i16 11264, i16 11264>, !dbg !356
  %358 = icmp ne <4 x i16> %356, zeroinitializer, !dbg !356
  %359 = icmp ne <4 x i16> %357, zeroinitializer, !dbg !356
  %360 = zext <4 x i1> %358 to <4 x i32>, !dbg !357
  %361 = zext <4 x i1> %359 to <4 x i32>, !dbg !357
  %362 = add <4 x i32> %350, %360, !dbg !358
  %363 = add <4 x i32> %351, %361, !dbg !358
  %364 = getelementptr i8, ptr %269, i64 384, !dbg !354
  %365 = getelementptr i8, ptr %269, i64 392, !dbg !354
  %366 = load <4 x i16>, ptr %364, align 2, !dbg !354, !tbaa !193
  %367 = load <4 x i16>, ptr %365, align 2, !dbg !354, !tbaa !193
  %368 = and <4 x i16> %366, <i16 11264, i16 11264, i16 11264, i16 11264>, !dbg !356
  %369 = and <4 x i16> %367, <i16 11264, i16 11264, i16 11264, i16 11264>, !dbg !356
  %370 = icmp ne <4 x i16> %368, zeroinitializer, !dbg !356
  %371 = icmp ne <4 x i16> %369, zeroinitializer, !dbg !356
  %372 = zext <4 x i1> %370 to <4 x i32>, !dbg !357
  %373 = zext <4 x i1> %371 to <4 x i32>, !dbg !357
  %374 = add <4 x i32> %362, %372, !dbg !358
  %375 = add <4 x i32> %363, %373, !dbg !358
  %376 = getelementptr i8, ptr %269, i64 400, !dbg !354
  %377 = getelementptr i8, ptr %269, i64 408, !dbg !354
  %378 = load <4 x i16>, ptr %376, align 2, !dbg !354, !tbaa !193
  %379 = load <4 x i16>, ptr %377, align 2, !dbg !354, !tbaa !193
  %380 = and <4 x i16> %378, <i16 11264, i16 11264, i16 11264, i16 11264>, !dbg !356
  %381 = and <4 x i16> %379, <i16 11264, i16 11264, i16 11264, i16 11264>, !dbg !356
  %382 = icmp ne <4 x i16> %380, zeroinitializer, !dbg !356
  %383 = icmp ne <4 x i16> %381, zeroinitializer, !dbg !356
  %384 = zext <4 x i1> %382 to <4 x i32>, !dbg !357
  %385 = zext <4 x i1> %383 to <4 x i32>, !dbg !357
  %386 = add <4 x i32> %374, %384, !dbg !358
  %387 = add <4 x i32> %375, %385, !dbg !358
  %388 = getelementptr i8, ptr %269, i64 416, !dbg !354
  %389 = getelementptr i8, ptr %269, i64 424, !dbg !354
  %390 = load <4 x i16>, ptr %388, align 2, !dbg !354, !tbaa !193
  %391 = load <4 x i16>, ptr %389, align 2, !dbg !354, !tbaa !193
  %392 = and <4 x i16> %390, <i16 11264, i16 11264, i16 11264, i16 11264>, !dbg !356
  %393 = and <4 x i16> %391, <i16 11264, i16 11264, i16 11264, i16 11264>, !dbg !356
  %394 = icmp ne <4 x i16> %392, zeroinitializer, !dbg !356
  %395 = icmp ne <4 x i16> %393, zeroinitializer, !dbg !356
  %396 = zext <4 x i1> %394 to <4 x i32>, !dbg !357
  %397 = zext <4 x i1> %395 to <4 x i32>, !dbg !357
  %398 = add <4 x i32> %386, %396, !dbg !358
  %399 = add <4 x i32> %387, %397, !dbg !358
  %400 = getelementptr i8, ptr %269, i64 432, !dbg !354
  %401 = getelementptr i8, ptr %269, i64 440, !dbg !354
  %402 = load <4 x i16>, ptr %400, align 2, !dbg !354, !tbaa !193
  %403 = load <4 x i16>, ptr %401, align 2, !dbg !354, !tbaa !193
  %404 = and <4 x i16> %402, <i16 11264, i16 11264, i16 11264, i16 11264>, !dbg !356
  %405 = and <4 x i16> %403, <i16 11264, i16 11264, i16 11264, i16 11264>, !dbg !356
  %406 = icmp ne <4 x i16> %404, zeroinitializer, !dbg !356
  %407 = icmp ne <4 x i16> %405, zeroinitializer, !dbg !356
  %408 = zext <4 x i1> %406 to <4 x i32>, !dbg !357
  %409 = zext <4 x i1> %407 to <4 x i32>, !dbg !357
  %410 = add <4 x i32> %398, %408, !dbg !358
  %411 = add <4 x i32> %399, %409, !dbg !358
  %412 = getelementptr i8, ptr %269, i64 448, !dbg !354
  %413 = getelementptr i8, ptr %269, i64 456, !dbg !354
  %414 = load <4 x i16>, ptr %412, align 2, !dbg !354, !tbaa !193
  %415 = load <4 x i16>, ptr %413, align 2, !dbg !354, !tbaa !193
  %416 = and <4 x i16> %414, <i16 11264, i16 11264, i16 11264, i16 11264>, !dbg !356
  %417 = and <4 x i16> %415, <i16 11264, i16 11264, i16 11264, i16 11264>, !dbg !356
  %418 = icmp ne <4 x i16> %416, zeroinitializer, !dbg !356
  %419 = icmp ne <4 x i16> %417, zeroinitializer, !dbg !356
  %420 = zext <4 x i1> %418 to <4 x i32>, !dbg !357
  %421 = zext <4 x i1> %419 to <4 x i32>, !dbg !357
  %422 = add <4 x i32> %410, %420, !dbg !358
  %423 = add <4 x i32> %411, %421, !dbg !358
  %424 = getelementptr i8, ptr %269, i64 464, !dbg !354
  %425 = getelementptr i8, ptr %269, i64 472, !dbg !354
  %426 = load <4 x i16>, ptr %424, align 2, !dbg !354, !tbaa !193
  %427 = load <4 x i16>, ptr %425, align 2, !dbg !354, !tbaa !193
  %428 = and <4 x i16> %426, <i16 11264, i16 11264, i16 11264, i16 11264>, !dbg !356
  %429 = and <4 x i16> %427, <i16 11264, i16 11264, i16 11264, i16 11264>, !dbg !356
  %430 = icmp ne <4 x i16> %428, zeroinitializer, !dbg !356
  %431 = icmp ne <4 x i16> %429, zeroinitializer, !dbg !356
  %432 = zext <4 x i1> %430 to <4 x i32>, !dbg !357
  %433 = zext <4 x i1> %431 to <4 x i32>, !dbg !357
  %434 = add <4 x i32> %422, %432, !dbg !358
  %435 = add <4 x i32> %423, %433, !dbg !358
  %436 = getelementptr i8, ptr %269, i64 480, !dbg !354
  %437 = getelementptr i8, ptr %269, i64 488, !dbg !354
  %438 = load <4 x i16>, ptr %436, align 2, !dbg !354, !tbaa !193
  %439 = load <4 x i16>, ptr %437, align 2, !dbg !354, !tbaa !193
  %440 = and <4 x i16> %438, <i16 11264, i16 11264, i16 11264, i16 11264>, !dbg !356
  %441 = and <4 x i16> %439, <i16 11264, i16 11264, i16 11264, i16 11264>, !dbg !356
  %442 = icmp ne <4 x i16> %440, zeroinitializer, !dbg !356
  %443 = icmp ne <4 x i16> %441, zeroinitializer, !dbg !356
  %444 = zext <4 x i1> %442 to <4 x i32>, !dbg !357
  %445 = zext <4 x i1> %443 to <4 x i32>, !dbg !357
  %446 = add <4 x i32> %434, %444, !dbg !358
  %447 = add <4 x i32> %435, %445, !dbg !358
  %448 = getelementptr i8, ptr %269, i64 496, !dbg !354
  %449 = getelementptr i8, ptr %269, i64 504, !dbg !354
  %450 = load <4 x i16>, ptr %448, align 2, !dbg !354, !tbaa !193
  %451 = load <4 x i16>, ptr %449, align 2, !dbg !354, !tbaa !193
  %452 = and <4 x i16> %450, <i16 11264, i16 11264, i16 11264, i16 11264>, !dbg !356
  %453 = and <4 x i16> %451, <i16 11264, i16 11264, i16 11264, i16 11264>, !dbg !356
  %454 = icmp ne <4 x i16> %452, zeroinitializer, !dbg !356
  %455 = icmp ne <4 x i16> %453, zeroinitializer, !dbg !356
  %456 = zext <4 x i1> %454 to <4 x i32>, !dbg !357
  %457 = zext <4 x i1> %455 to <4 x i32>, !dbg !357
  %458 = add <4 x i32> %446, %456, !dbg !358
  %459 = add <4 x i32> %447, %457, !dbg !358
  %460 = add <4 x i32> %459, %458, !dbg !359
  %461 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %460), !dbg !359
  %462 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %461), !dbg !360
  call void @llvm.lifetime.end.p0(i64 27, ptr nonnull %4) #8, !dbg !361
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #8, !dbg !361
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #8, !dbg !361
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #8, !dbg !361
  ret i32 0, !dbg !361

463:                                              ; preds = %265, %481
  %464 = phi i8 [ 116, %265 ], [ %485, %481 ]
  %465 = phi ptr [ %4, %265 ], [ %484, %481 ]
  %466 = phi i32 [ 1, %265 ], [ %483, %481 ]
  %467 = phi i32 [ 0, %265 ], [ %482, %481 ]
    #dbg_value(ptr %465, !162, !DIExpression(), !349)
    #dbg_value(i32 %466, !161, !DIExpression(), !177)
    #dbg_value(i32 %467, !160, !DIExpression(), !177)
  %468 = zext i8 %464 to i64, !dbg !350
  %469 = getelementptr inbounds i16, ptr %266, i64 %468, !dbg !350
  %470 = load i16, ptr %469, align 2, !dbg !350, !tbaa !193
  %471 = and i16 %470, 8192, !dbg !350
  %472 = icmp eq i16 %471, 0, !dbg !350
  br i1 %472, label %473, label %481, !dbg !362

473:                                              ; preds = %463
  %474 = icmp eq i32 %466, 0, !dbg !363
  %475 = select i1 %474, ptr %101, ptr %100, !dbg !363
  %476 = load ptr, ptr %475, align 8, !dbg !364, !tbaa !182
  %477 = getelementptr inbounds i32, ptr %476, i64 %468, !dbg !364
  %478 = load i32, ptr %477, align 4, !dbg !363, !tbaa !205
  %479 = trunc i32 %478 to i8, !dbg !365
  store i8 %479, ptr %465, align 1, !dbg !366, !tbaa !242
  %480 = add nsw i32 %466, %467, !dbg !367
    #dbg_value(i32 %480, !160, !DIExpression(), !177)
    #dbg_value(i32 0, !161, !DIExpression(), !177)
  br label %481

481:                                              ; preds = %463, %473
  %482 = phi i32 [ %480, %473 ], [ %467, %463 ], !dbg !177
  %483 = phi i32 [ 0, %473 ], [ 1, %463 ], !dbg !368
    #dbg_value(i32 %483, !161, !DIExpression(), !177)
    #dbg_value(i32 %482, !160, !DIExpression(), !177)
  %484 = getelementptr inbounds i8, ptr %465, i64 1, !dbg !369
    #dbg_value(ptr %484, !162, !DIExpression(), !349)
  %485 = load i8, ptr %484, align 1, !dbg !370, !tbaa !242
  %486 = icmp eq i8 %485, 0, !dbg !351
  br i1 %486, label %267, label %463, !dbg !351, !llvm.loop !371
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !373 ptr @__ctype_b_loc() local_unnamed_addr #2

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !379 ptr @__ctype_toupper_loc() local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !387 ptr @__ctype_tolower_loc() local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !388 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree nounwind }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!56}
!llvm.module.flags = !{!85, !86, !87, !88, !89, !90, !91}
!llvm.ident = !{!92}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "ctype_funcs.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "5c3e97ff9d1d835fc1940cf053472827")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 824, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 103)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 15)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 8)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 4)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 21)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 38)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 9)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 12)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !34, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !39, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 22)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 27)
!56 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !57, retainedTypes: !74, globals: !79, splitDebugInlining: false, nameTableKind: None)
!57 = !{!58}
!58 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !59, line: 46, baseType: !60, size: 32, elements: !61)
!59 = !DIFile(filename: "/usr/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!60 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!61 = !{!62, !63, !64, !65, !66, !67, !68, !69, !70, !71, !72, !73}
!62 = !DIEnumerator(name: "_ISupper", value: 256)
!63 = !DIEnumerator(name: "_ISlower", value: 512)
!64 = !DIEnumerator(name: "_ISalpha", value: 1024)
!65 = !DIEnumerator(name: "_ISdigit", value: 2048)
!66 = !DIEnumerator(name: "_ISxdigit", value: 4096)
!67 = !DIEnumerator(name: "_ISspace", value: 8192)
!68 = !DIEnumerator(name: "_ISprint", value: 16384)
!69 = !DIEnumerator(name: "_ISgraph", value: 32768)
!70 = !DIEnumerator(name: "_ISblank", value: 1)
!71 = !DIEnumerator(name: "_IScntrl", value: 2)
!72 = !DIEnumerator(name: "_ISpunct", value: 4)
!73 = !DIEnumerator(name: "_ISalnum", value: 8)
!74 = !{!75, !76, !77, !4, !78}
!75 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!76 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!77 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!78 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!79 = !{!0, !7, !12, !17, !80, !22, !27, !32, !37, !42, !44, !46, !51}
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 2)
!85 = !{i32 7, !"Dwarf Version", i32 5}
!86 = !{i32 2, !"Debug Info Version", i32 3}
!87 = !{i32 1, !"wchar_size", i32 4}
!88 = !{i32 8, !"PIC Level", i32 2}
!89 = !{i32 7, !"PIE Level", i32 2}
!90 = !{i32 7, !"uwtable", i32 2}
!91 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!92 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!93 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 27, type: !94, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !56, retainedNodes: !96)
!94 = !DISubroutineType(types: !95)
!95 = !{!75}
!96 = !{!97, !99, !100, !102, !105, !107, !112, !114, !119, !121, !123, !127, !131, !132, !135, !137, !141, !143, !146, !147, !151, !159, !160, !161, !162, !165, !171, !173, !174}
!97 = !DILocalVariable(name: "counts", scope: !93, file: !2, line: 28, type: !98)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !75, size: 288, elements: !35)
!99 = !DILocalVariable(name: "sig", scope: !93, file: !2, line: 29, type: !77)
!100 = !DILocalVariable(name: "c", scope: !101, file: !2, line: 30, type: !75)
!101 = distinct !DILexicalBlock(scope: !93, file: !2, line: 30, column: 5)
!102 = !DILocalVariable(name: "f", scope: !103, file: !2, line: 31, type: !98)
!103 = distinct !DILexicalBlock(scope: !104, file: !2, line: 30, column: 35)
!104 = distinct !DILexicalBlock(scope: !101, file: !2, line: 30, column: 5)
!105 = !DILocalVariable(name: "__res", scope: !106, file: !2, line: 32, type: !75)
!106 = distinct !DILexicalBlock(scope: !103, file: !2, line: 32, column: 50)
!107 = !DILocalVariable(name: "__c", scope: !108, file: !2, line: 32, type: !75)
!108 = distinct !DILexicalBlock(scope: !109, file: !2, line: 32, column: 50)
!109 = distinct !DILexicalBlock(scope: !110, file: !2, line: 32, column: 50)
!110 = distinct !DILexicalBlock(scope: !111, file: !2, line: 32, column: 50)
!111 = distinct !DILexicalBlock(scope: !106, file: !2, line: 32, column: 50)
!112 = !DILocalVariable(name: "__res", scope: !113, file: !2, line: 32, type: !75)
!113 = distinct !DILexicalBlock(scope: !103, file: !2, line: 32, column: 67)
!114 = !DILocalVariable(name: "__c", scope: !115, file: !2, line: 32, type: !75)
!115 = distinct !DILexicalBlock(scope: !116, file: !2, line: 32, column: 67)
!116 = distinct !DILexicalBlock(scope: !117, file: !2, line: 32, column: 67)
!117 = distinct !DILexicalBlock(scope: !118, file: !2, line: 32, column: 67)
!118 = distinct !DILexicalBlock(scope: !113, file: !2, line: 32, column: 67)
!119 = !DILocalVariable(name: "k", scope: !120, file: !2, line: 33, type: !75)
!120 = distinct !DILexicalBlock(scope: !103, file: !2, line: 33, column: 9)
!121 = !DILocalVariable(name: "c", scope: !122, file: !2, line: 44, type: !75)
!122 = distinct !DILexicalBlock(scope: !93, file: !2, line: 44, column: 5)
!123 = !DILocalVariable(name: "s", scope: !93, file: !2, line: 48, type: !124)
!124 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !125)
!125 = !{!126}
!126 = !DISubrange(count: 37)
!127 = !DILocalVariable(name: "up", scope: !93, file: !2, line: 49, type: !128)
!128 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !129)
!129 = !{!130}
!130 = !DISubrange(count: 64)
!131 = !DILocalVariable(name: "low", scope: !93, file: !2, line: 49, type: !128)
!132 = !DILocalVariable(name: "n", scope: !93, file: !2, line: 50, type: !133)
!133 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !134, line: 18, baseType: !77)
!134 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!135 = !DILocalVariable(name: "i", scope: !136, file: !2, line: 51, type: !133)
!136 = distinct !DILexicalBlock(scope: !93, file: !2, line: 51, column: 5)
!137 = !DILocalVariable(name: "__res", scope: !138, file: !2, line: 52, type: !75)
!138 = distinct !DILexicalBlock(scope: !139, file: !2, line: 52, column: 23)
!139 = distinct !DILexicalBlock(scope: !140, file: !2, line: 51, column: 37)
!140 = distinct !DILexicalBlock(scope: !136, file: !2, line: 51, column: 5)
!141 = !DILocalVariable(name: "__res", scope: !142, file: !2, line: 53, type: !75)
!142 = distinct !DILexicalBlock(scope: !139, file: !2, line: 53, column: 24)
!143 = !DILocalVariable(name: "src", scope: !93, file: !2, line: 56, type: !144)
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !145, size: 64)
!145 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!146 = !DILocalVariable(name: "p", scope: !93, file: !2, line: 57, type: !144)
!147 = !DILocalVariable(name: "ident", scope: !93, file: !2, line: 58, type: !148)
!148 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !149)
!149 = !{!150}
!150 = !DISubrange(count: 32)
!151 = !DILocalVariable(name: "v", scope: !152, file: !2, line: 68, type: !158)
!152 = distinct !DILexicalBlock(scope: !153, file: !2, line: 67, column: 48)
!153 = distinct !DILexicalBlock(scope: !154, file: !2, line: 67, column: 20)
!154 = distinct !DILexicalBlock(scope: !155, file: !2, line: 65, column: 20)
!155 = distinct !DILexicalBlock(scope: !156, file: !2, line: 62, column: 20)
!156 = distinct !DILexicalBlock(scope: !157, file: !2, line: 60, column: 13)
!157 = distinct !DILexicalBlock(scope: !93, file: !2, line: 59, column: 16)
!158 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!159 = !DILocalVariable(name: "t", scope: !93, file: !2, line: 77, type: !53)
!160 = !DILocalVariable(name: "words", scope: !93, file: !2, line: 78, type: !75)
!161 = !DILocalVariable(name: "start", scope: !93, file: !2, line: 78, type: !75)
!162 = !DILocalVariable(name: "q", scope: !163, file: !2, line: 79, type: !164)
!163 = distinct !DILexicalBlock(scope: !93, file: !2, line: 79, column: 5)
!164 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!165 = !DILocalVariable(name: "__res", scope: !166, file: !2, line: 83, type: !75)
!166 = distinct !DILexicalBlock(scope: !167, file: !2, line: 83, column: 33)
!167 = distinct !DILexicalBlock(scope: !168, file: !2, line: 82, column: 16)
!168 = distinct !DILexicalBlock(scope: !169, file: !2, line: 80, column: 13)
!169 = distinct !DILexicalBlock(scope: !170, file: !2, line: 79, column: 32)
!170 = distinct !DILexicalBlock(scope: !163, file: !2, line: 79, column: 5)
!171 = !DILocalVariable(name: "__res", scope: !172, file: !2, line: 83, type: !75)
!172 = distinct !DILexicalBlock(scope: !167, file: !2, line: 83, column: 62)
!173 = !DILocalVariable(name: "high", scope: !93, file: !2, line: 90, type: !75)
!174 = !DILocalVariable(name: "c", scope: !175, file: !2, line: 91, type: !75)
!175 = distinct !DILexicalBlock(scope: !93, file: !2, line: 91, column: 5)
!176 = distinct !DIAssignID()
!177 = !DILocation(line: 0, scope: !93)
!178 = distinct !DIAssignID()
!179 = distinct !DIAssignID()
!180 = distinct !DIAssignID()
!181 = !DILocation(line: 0, scope: !101)
!182 = !{!183, !183, i64 0}
!183 = !{!"any pointer", !184, i64 0}
!184 = !{!"omnipotent char", !185, i64 0}
!185 = !{!"Simple C/C++ TBAA"}
!186 = !DILocation(line: 30, column: 5, scope: !101)
!187 = !DILocation(line: 38, column: 5, scope: !93)
!188 = !DILocation(line: 42, column: 5, scope: !93)
!189 = !DILocation(line: 43, column: 5, scope: !93)
!190 = !DILocation(line: 0, scope: !122)
!191 = !DILocation(line: 44, column: 5, scope: !122)
!192 = !DILocation(line: 31, column: 23, scope: !103)
!193 = !{!194, !194, i64 0}
!194 = !{!"short", !184, i64 0}
!195 = !DILocation(line: 31, column: 21, scope: !103)
!196 = !DILocation(line: 0, scope: !103)
!197 = !DILocation(line: 31, column: 35, scope: !103)
!198 = !DILocation(line: 31, column: 49, scope: !103)
!199 = !DILocation(line: 31, column: 63, scope: !103)
!200 = !DILocation(line: 31, column: 77, scope: !103)
!201 = !DILocation(line: 32, column: 21, scope: !103)
!202 = !DILocation(line: 32, column: 35, scope: !103)
!203 = !DILocation(line: 0, scope: !106)
!204 = !DILocation(line: 32, column: 50, scope: !109)
!205 = !{!206, !206, i64 0}
!206 = !{!"int", !184, i64 0}
!207 = !DILocation(line: 32, column: 61, scope: !103)
!208 = !DILocation(line: 0, scope: !113)
!209 = !DILocation(line: 32, column: 67, scope: !116)
!210 = !DILocation(line: 32, column: 78, scope: !103)
!211 = !DILocation(line: 0, scope: !120)
!212 = !DILocation(line: 34, column: 23, scope: !213)
!213 = distinct !DILexicalBlock(scope: !214, file: !2, line: 33, column: 37)
!214 = distinct !DILexicalBlock(scope: !120, file: !2, line: 33, column: 9)
!215 = !DILocation(line: 35, column: 23, scope: !213)
!216 = !DILocation(line: 35, column: 29, scope: !213)
!217 = !DILocation(line: 35, column: 27, scope: !213)
!218 = !DILocation(line: 30, column: 31, scope: !104)
!219 = !DILocation(line: 30, column: 23, scope: !104)
!220 = distinct !{!220, !186, !221, !222}
!221 = !DILocation(line: 37, column: 5, scope: !101)
!222 = !{!"llvm.loop.mustprogress"}
!223 = !DILocation(line: 47, column: 5, scope: !93)
!224 = distinct !DIAssignID()
!225 = !DILocation(line: 49, column: 5, scope: !93)
!226 = !DILocation(line: 0, scope: !136)
!227 = !DILocation(line: 51, column: 5, scope: !136)
!228 = !DILocation(line: 45, column: 13, scope: !229)
!229 = distinct !DILexicalBlock(scope: !230, file: !2, line: 45, column: 13)
!230 = distinct !DILexicalBlock(scope: !122, file: !2, line: 44, column: 5)
!231 = !DILocation(line: 45, column: 13, scope: !230)
!232 = !DILocation(line: 46, column: 13, scope: !229)
!233 = !DILocation(line: 44, column: 31, scope: !230)
!234 = !DILocation(line: 44, column: 23, scope: !230)
!235 = distinct !{!235, !191, !236, !222}
!236 = !DILocation(line: 46, column: 28, scope: !122)
!237 = !DILocation(line: 55, column: 5, scope: !93)
!238 = !DILocation(line: 58, column: 5, scope: !93)
!239 = !DILocation(line: 59, column: 5, scope: !93)
!240 = !DILocation(line: 52, column: 23, scope: !241)
!241 = distinct !DILexicalBlock(scope: !138, file: !2, line: 52, column: 23)
!242 = !{!184, !184, i64 0}
!243 = !DILocation(line: 0, scope: !138)
!244 = !DILocation(line: 52, column: 17, scope: !139)
!245 = !DILocation(line: 52, column: 9, scope: !139)
!246 = !DILocation(line: 52, column: 15, scope: !139)
!247 = !DILocation(line: 53, column: 24, scope: !248)
!248 = distinct !DILexicalBlock(scope: !142, file: !2, line: 53, column: 24)
!249 = !DILocation(line: 0, scope: !142)
!250 = !DILocation(line: 53, column: 18, scope: !139)
!251 = !DILocation(line: 53, column: 9, scope: !139)
!252 = !DILocation(line: 53, column: 16, scope: !139)
!253 = !DILocation(line: 51, column: 26, scope: !140)
!254 = distinct !{!254, !227, !255, !222}
!255 = !DILocation(line: 54, column: 5, scope: !136)
!256 = !DILocation(line: 51, column: 33, scope: !140)
!257 = !DILocation(line: 60, column: 13, scope: !156)
!258 = !DILocation(line: 60, column: 13, scope: !157)
!259 = !DILocation(line: 61, column: 14, scope: !260)
!260 = distinct !DILexicalBlock(scope: !156, file: !2, line: 60, column: 41)
!261 = !DILocation(line: 62, column: 9, scope: !260)
!262 = !DILocation(line: 62, column: 25, scope: !155)
!263 = !DILocation(line: 62, column: 32, scope: !155)
!264 = !DILocation(line: 62, column: 36, scope: !155)
!265 = !DILocation(line: 62, column: 48, scope: !155)
!266 = !DILocation(line: 63, column: 15, scope: !267)
!267 = distinct !DILexicalBlock(scope: !155, file: !2, line: 62, column: 65)
!268 = !DILocalVariable(name: "p", arg: 1, scope: !269, file: !2, line: 17, type: !272)
!269 = distinct !DISubprogram(name: "parse_hex", scope: !2, file: !2, line: 17, type: !270, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !56, retainedNodes: !273)
!270 = !DISubroutineType(types: !271)
!271 = !{!158, !272}
!272 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64)
!273 = !{!268, !274, !275, !277}
!274 = !DILocalVariable(name: "v", scope: !269, file: !2, line: 18, type: !158)
!275 = !DILocalVariable(name: "c", scope: !276, file: !2, line: 20, type: !75)
!276 = distinct !DILexicalBlock(scope: !269, file: !2, line: 19, column: 42)
!277 = !DILocalVariable(name: "__res", scope: !278, file: !2, line: 20, type: !75)
!278 = distinct !DILexicalBlock(scope: !276, file: !2, line: 20, column: 17)
!279 = !DILocation(line: 0, scope: !269, inlinedAt: !280)
!280 = distinct !DILocation(line: 64, column: 33, scope: !267)
!281 = !DILocation(line: 19, column: 12, scope: !269, inlinedAt: !280)
!282 = !DILocation(line: 19, column: 5, scope: !269, inlinedAt: !280)
!283 = !DILocation(line: 20, column: 17, scope: !284, inlinedAt: !280)
!284 = distinct !DILexicalBlock(scope: !278, file: !2, line: 20, column: 17)
!285 = !DILocation(line: 0, scope: !278, inlinedAt: !280)
!286 = !DILocation(line: 0, scope: !276, inlinedAt: !280)
!287 = !DILocation(line: 21, column: 15, scope: !276, inlinedAt: !280)
!288 = !DILocation(line: 21, column: 23, scope: !276, inlinedAt: !280)
!289 = !DILocation(line: 21, column: 22, scope: !276, inlinedAt: !280)
!290 = !DILocation(line: 21, column: 20, scope: !276, inlinedAt: !280)
!291 = !DILocation(line: 22, column: 13, scope: !276, inlinedAt: !280)
!292 = distinct !{!292, !282, !293, !222}
!293 = !DILocation(line: 23, column: 5, scope: !269, inlinedAt: !280)
!294 = !DILocation(line: 0, scope: !267)
!295 = !DILocation(line: 64, column: 13, scope: !267)
!296 = !DILocation(line: 65, column: 9, scope: !267)
!297 = !DILocalVariable(name: "p", arg: 1, scope: !298, file: !2, line: 7, type: !272)
!298 = distinct !DISubprogram(name: "parse_ident", scope: !2, file: !2, line: 7, type: !299, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !56, retainedNodes: !301)
!299 = !DISubroutineType(types: !300)
!300 = !{!75, !272, !164}
!301 = !{!297, !302, !303}
!302 = !DILocalVariable(name: "out", arg: 2, scope: !298, file: !2, line: 7, type: !164)
!303 = !DILocalVariable(name: "n", scope: !298, file: !2, line: 8, type: !75)
!304 = !DILocation(line: 0, scope: !298, inlinedAt: !305)
!305 = distinct !DILocation(line: 65, column: 20, scope: !154)
!306 = !DILocation(line: 9, column: 10, scope: !307, inlinedAt: !305)
!307 = distinct !DILexicalBlock(scope: !298, file: !2, line: 9, column: 9)
!308 = !DILocation(line: 9, column: 38, scope: !307, inlinedAt: !305)
!309 = !DILocation(line: 11, column: 12, scope: !298, inlinedAt: !305)
!310 = !DILocation(line: 11, column: 40, scope: !298, inlinedAt: !305)
!311 = !DILocation(line: 12, column: 20, scope: !298, inlinedAt: !305)
!312 = !DILocation(line: 11, column: 5, scope: !298, inlinedAt: !305)
!313 = !DILocation(line: 13, column: 12, scope: !298, inlinedAt: !305)
!314 = !DILocation(line: 65, column: 20, scope: !155)
!315 = !DILocation(line: 12, column: 25, scope: !298, inlinedAt: !305)
!316 = !DILocation(line: 12, column: 14, scope: !298, inlinedAt: !305)
!317 = !DILocation(line: 12, column: 9, scope: !298, inlinedAt: !305)
!318 = !DILocation(line: 12, column: 18, scope: !298, inlinedAt: !305)
!319 = distinct !{!319, !312, !315, !222}
!320 = !DILocation(line: 13, column: 5, scope: !298, inlinedAt: !305)
!321 = !DILocation(line: 66, column: 13, scope: !322)
!322 = distinct !DILexicalBlock(scope: !154, file: !2, line: 65, column: 44)
!323 = !DILocation(line: 67, column: 9, scope: !322)
!324 = !DILocation(line: 67, column: 20, scope: !153)
!325 = !DILocation(line: 67, column: 20, scope: !154)
!326 = !DILocation(line: 0, scope: !152)
!327 = !DILocation(line: 70, column: 23, scope: !152)
!328 = !DILocation(line: 70, column: 33, scope: !152)
!329 = !DILocation(line: 70, column: 31, scope: !152)
!330 = !DILocation(line: 70, column: 36, scope: !152)
!331 = !DILocation(line: 70, column: 28, scope: !152)
!332 = !DILocation(line: 69, column: 20, scope: !152)
!333 = !DILocation(line: 69, column: 13, scope: !152)
!334 = distinct !{!334, !333, !335, !222}
!335 = !DILocation(line: 70, column: 41, scope: !152)
!336 = !DILocation(line: 71, column: 13, scope: !152)
!337 = !DILocation(line: 72, column: 9, scope: !152)
!338 = !DILocation(line: 73, column: 38, scope: !339)
!339 = distinct !DILexicalBlock(scope: !153, file: !2, line: 72, column: 16)
!340 = !DILocation(line: 73, column: 36, scope: !339)
!341 = !DILocation(line: 73, column: 13, scope: !339)
!342 = !DILocation(line: 0, scope: !156)
!343 = !DILocation(line: 59, column: 12, scope: !93)
!344 = distinct !{!344, !239, !345, !222}
!345 = !DILocation(line: 75, column: 5, scope: !93)
!346 = !DILocation(line: 77, column: 5, scope: !93)
!347 = !DILocation(line: 77, column: 10, scope: !93)
!348 = distinct !DIAssignID()
!349 = !DILocation(line: 0, scope: !163)
!350 = !DILocation(line: 80, column: 13, scope: !168)
!351 = !DILocation(line: 79, column: 5, scope: !163)
!352 = !DILocation(line: 88, column: 5, scope: !93)
!353 = !DILocation(line: 0, scope: !175)
!354 = !DILocation(line: 92, column: 17, scope: !355)
!355 = distinct !DILexicalBlock(scope: !175, file: !2, line: 91, column: 5)
!356 = !DILocation(line: 92, column: 28, scope: !355)
!357 = !DILocation(line: 92, column: 42, scope: !355)
!358 = !DILocation(line: 92, column: 14, scope: !355)
!359 = !DILocation(line: 91, column: 5, scope: !175)
!360 = !DILocation(line: 93, column: 5, scope: !93)
!361 = !DILocation(line: 95, column: 1, scope: !93)
!362 = !DILocation(line: 80, column: 13, scope: !169)
!363 = !DILocation(line: 83, column: 25, scope: !167)
!364 = !DILocation(line: 83, scope: !167)
!365 = !DILocation(line: 83, column: 18, scope: !167)
!366 = !DILocation(line: 83, column: 16, scope: !167)
!367 = !DILocation(line: 84, column: 19, scope: !167)
!368 = !DILocation(line: 0, scope: !168)
!369 = !DILocation(line: 79, column: 28, scope: !170)
!370 = !DILocation(line: 79, column: 23, scope: !170)
!371 = distinct !{!371, !351, !372, !222}
!372 = !DILocation(line: 87, column: 5, scope: !163)
!373 = !DISubprogram(name: "__ctype_b_loc", scope: !59, file: !59, line: 79, type: !374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!374 = !DISubroutineType(types: !375)
!375 = !{!376}
!376 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !377, size: 64)
!377 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !378, size: 64)
!378 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !76)
!379 = !DISubprogram(name: "__ctype_toupper_loc", scope: !59, file: !59, line: 83, type: !380, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!380 = !DISubroutineType(types: !381)
!381 = !{!382}
!382 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !383, size: 64)
!383 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !384, size: 64)
!384 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !385)
!385 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !386, line: 41, baseType: !75)
!386 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!387 = !DISubprogram(name: "__ctype_tolower_loc", scope: !59, file: !59, line: 81, type: !380, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!388 = !DISubprogram(name: "printf", scope: !389, file: !389, line: 356, type: !390, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!389 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!390 = !DISubroutineType(types: !391)
!391 = !{!75, !392, null}
!392 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !144)
